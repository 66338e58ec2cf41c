import type { Policy } from '../../src/api/policies/contract';
import type { ActionType } from '../../src/api/policies/schemas';
import type { Clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { notFound } from '../core/mock-error';
import type { Database, PolicyEnforcementRow, PolicyRow } from '../db/database';
import { db as defaultDb } from '../db/database';
import { findOrg } from '../db/lookups';
import { recordSystemEvent } from '../alerts/system-events';
import type { PolicyEnforcementRecord, PolicyHistoryRecord, PolicyRecord } from '../db/schemas';
import { effectiveStatus, WORLD_ACTION, analysisAt } from './policy-analysis';

/*
 * What every policy handler shares, read side and write side alike: finding a policy as an
 * organization sees it, sending it (redacted, with the impact analysis as it stands at the mock's
 * now), its precedence, its status history and the enforcement intervals the DNS world reads.
 */

/** Names in the order people read them: case-blind, 'Policy 2' before 'Policy 10'. */
export const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The Global organization: it owns every global policy. */
export const GLOBAL_ORG_ID = 'org-global';

/* ---------------------------------------------------------------- visibility */

/** Whether an organization sees a policy at all: its own, and every global one. */
export const isVisibleFrom = (record: Pick<PolicyRecord, 'orgId' | 'global'>, orgId: string): boolean =>
  record.global || record.orgId === orgId;

/** A non-global organization sees the provider's own (proprietary) global policies redacted. */
export function isRedactedFor(record: Pick<PolicyRecord, 'global' | 'proprietary'>, viewerOrgId: string): boolean {
  if (!record.global || !record.proprietary) return false;
  return findOrg(viewerOrgId)?.orgType !== 'Global';
}

/** The policies an organization sees, in table order. */
export const visiblePolicies = (db: Database, orgId: string): PolicyRow[] =>
  db.policies.all().filter((record) => isVisibleFrom(record, orgId));

/** The record visible from the organization, else resource.notFound on the caller's field. */
export function findPolicy(orgId: string, id: string, field: 'id' | 'policyId' = 'id', db = defaultDb): PolicyRow {
  const record = db.policies.all().find((r) => r.id === id);
  if (!record || !isVisibleFrom(record, orgId)) throw notFound('The policy', field);
  return record;
}

/** Who did something, as history and updatedBy name them. */
export interface Actor {
  fullName: string;
  email: string | null;
}

export const actorOf = (user: { firstName: string; lastName: string; email: string }): Actor => ({
  fullName: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
});

/** What a status history row says was done (plife writes the same words). */
export const HISTORY = {
  saved: 'Saved',
  submitted: 'Submitted for approval',
  approved: 'Approved',
  denied: 'Denied',
  enableRequested: 'Submitted for enable',
  disableRequested: 'Submitted for disable',
  enabled: 'Enabled',
  disabled: 'Disabled',
  enableDenied: 'Policy set back to disabled',
  disableDenied: 'Policy set back to enforcing',
} as const;

/**
 * The addresses the service allocates to overrides to a sinkhole (the mock's own pool, in the
 * documentation range 203.0.113.0/24): one per policy, taken in order, back to the pool when the
 * policy is no longer in force or pending.
 */
export const SINKHOLE_POOL: readonly string[] = Array.from({ length: 40 }, (_, i) => `203.0.113.${10 + i}`);

/* ---------------------------------------------------------------- precedence */

/**
 * Precedence 0-8, lowest first (the DNS world's first match decides), from scope and action.
 * The provider's scope (global, proprietary) comes first so nothing bypasses it; an
 * organization's Allow runs before Global - Commercial, so it can bypass it (spec 2 §2.2 chips);
 * Log Only, which decides nothing worth bypassing, runs last in each lower scope.
 *
 *   precedence  scope and action                                  priority (spec 2 §9)
 *   0           provider Allow (and the built-in test domains)    1
 *   1           provider Block                                    1
 *   2           provider Override                                 1
 *   3           (not given to saved policies)                     2
 *   4           provider Log Only                                 3
 *   5           organization Allow                                4
 *   6           Global - Commercial Allow, Block, Override        4
 *   7           organization Block, Override                      5
 *   8           Log Only of Global - Commercial or organization   5
 *
 * The built-in records of world-adapter/baseline-policies.ts keep 0, 1 and 4.
 */
export function precedenceOf({
  global,
  proprietary,
  action,
}: {
  global: boolean;
  proprietary: boolean;
  action: ActionType;
}): number {
  if (global && proprietary) return { ALLOW: 0, BLOCK: 1, OVERRIDE: 2, LOGONLY: 4 }[action];
  if (action === 'LOGONLY') return 8;
  if (global) return 6;
  return action === 'ALLOW' ? 5 : 7;
}

/** The precedence level a policy belongs to (policy.listLevel). */
export const levelOf = (record: Pick<PolicyRecord, 'global' | 'proprietary'>) =>
  !record.global ? 'organization' : record.proprietary ? 'globalProvider' : 'globalCommercial';

/** The Policy Type column: the level as people read it (one wording with the console). */
export { policyTypeOf } from '../../src/api/policies/schemas';

/* ---------------------------------------------------------------- the wire */

const WIRE_KEYS = [
  'id',
  'policyId',
  'orgId',
  'name',
  'description',
  'action',
  'expression',
  'sourceSetList',
  'namedSourceSet',
  'global',
  'proprietary',
  'status',
  'priorStatus',
  'lastModified',
  'submittedBy',
  'updatedBy',
  'disableDnssec',
  'blockPageEnabled',
  'precedence',
  'readOnly',
  'redacted',
  'analysisData',
] as const satisfies readonly (keyof Policy)[];

/**
 * The Policy the contract sends, as the viewing organization sees it at `now`: redacted when it
 * is the provider's own and the viewer is not a global organization, with the analysis and the
 * status it gives. Source set names are read from the sets now (a renamed set shows its new name).
 */
export function toWire(
  record: PolicyRecord,
  viewerOrgId: string,
  now: number,
  db: Database = defaultDb,
  { results = true }: { results?: boolean } = {},
): Policy {
  const policy = Object.fromEntries(WIRE_KEYS.map((key) => [key, record[key]])) as Policy;
  policy.status = effectiveStatus(record, now);
  if (isRedactedFor(record, viewerOrgId)) {
    return {
      ...policy,
      name: 'Redacted',
      description: '',
      expression: [],
      sourceSetList: [],
      namedSourceSet: [],
      redacted: true,
      analysisData: null,
      submittedBy: null,
      updatedBy: null,
    };
  }
  const setNames = new Map(db.sourceSets.all().map((set) => [set.id, set.name]));
  policy.namedSourceSet = record.sourceSetList.map((id, i) => setNames.get(id) ?? record.namedSourceSet[i] ?? id);
  policy.redacted = false;
  const analysis = analysisAt(record, now, results ? db : null);
  policy.analysisData = analysis;
  return policy;
}

/* ---------------------------------------------------------------- history and enforcement */

let counter = 0;
const nextId = (prefix: string, clock: Clock) => `${prefix}-${clock.now().toString(36)}-${(++counter).toString(36)}`;

/** A policy change as a system event: a global policy's concerns every organization (globalPolicies). */
export function policyChanged(
  db: Database,
  clock: Clock,
  record: Pick<PolicyRecord, 'orgId' | 'name' | 'global'>,
  action: string,
  by: Actor,
) {
  return recordSystemEvent(db, clock, {
    orgId: record.orgId,
    kind: record.global ? 'globalPolicies' : 'orgPolicies',
    summary: `Policy "${record.name}": ${action} by ${by.email ?? by.fullName}.`,
  });
}

/** One status change, with the record's status as it now is. */
export async function appendHistory(
  db: Database,
  clock: Clock,
  record: Pick<PolicyRecord, 'id' | 'orgId' | 'status' | 'name' | 'global'>,
  action: string,
  by: Actor,
): Promise<PolicyHistoryRecord> {
  // Every step of a policy's life is a policy change for System Events alert sets.
  await policyChanged(db, clock, record, action, by);
  return db.policyHistory.create({
    id: nextId('ph', clock),
    policyId: record.id,
    orgId: record.orgId,
    status: record.status,
    action,
    dateTime: clock.isoNow(),
    updatedByFullName: by.fullName,
    updatedByEmail: by.email,
  });
}

/** The open interval of a policy, if it is in force. */
export const openEnforcement = (db: Database, policyId: string): PolicyEnforcementRow | undefined =>
  db.policyEnforcements.all().find((e) => e.policyId === policyId && e.until === null);

/** An enforcement interval from a record's content, opened at `from` (the seed uses it too). */
export const enforcementOf = (record: PolicyRecord, id: string, from: string): PolicyEnforcementRecord => ({
  id,
  policyId: record.id,
  orgId: record.global ? null : record.orgId,
  precedence: record.precedence,
  action: WORLD_ACTION[record.action.type],
  expression: structuredClone(record.expression),
  sourceSetIds: record.global ? [] : [...record.sourceSetList],
  from,
  until: null,
});

/** Ends the open interval of a policy now (it stops deciding traffic). */
export async function stopEnforcing(db: Database, clock: Clock, policyId: string): Promise<void> {
  const open = openEnforcement(db, policyId);
  if (!open) return;
  await updateRecord(db.policyEnforcements, open, { until: clock.isoNow() });
}

/** The record's content decides traffic from now: a version in force before is closed first. */
export async function enforce(db: Database, clock: Clock, record: PolicyRecord): Promise<PolicyEnforcementRecord> {
  await stopEnforcing(db, clock, record.id);
  return db.policyEnforcements.create(enforcementOf(record, nextId('pe', clock), clock.isoNow()));
}

/** The policy the DNS world takes from an interval (kept with the world's adapter, which reads it). */
