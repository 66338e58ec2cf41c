import { expect } from 'vitest';
import { db } from '../db/database';
import type { PolicyRecord } from '../db/schemas';
import type { PolicyStatus } from '../../src/api/policies/contract';
import { clock } from '../core/clock';
import { actAs, failure } from './api-test-setup';
import { attempt } from './permission-matrix';
import { PERSONA } from './personas';
import { worldInputs } from '../world-adapter/world-inputs';
import { evaluate } from '../world/evaluator';

/* Policies in a chosen state and what the service and the world make of them: shared by the
   lifecycle, save and approval tests of mock-service/handlers. */

export const DAY = 24 * 60 * 60 * 1000;
export const USDA = 'org-usda';

/** Another active policy manager of the organization than the one named (an approver candidate). */
export function otherManager(orgId: string, not: string): string {
  return db.users
    .all()
    .find(
      (user) =>
        user.orgId === orgId &&
        user.status === 'Active' &&
        user.email !== not &&
        user.roles.some((role) => role === 'policyManager' || role === 'globalPolicyManager'),
    )!.email;
}

let serial = 0;
/** A policy of the organization in a given status, with a finished impact analysis (two days old). */
export async function policyIn(status: PolicyStatus, fields: Partial<PolicyRecord> = {}): Promise<PolicyRecord> {
  const id = `pol-test-${++serial}`;
  const orgId = fields.orgId ?? USDA;
  const started = new Date(clock.now() - 2 * DAY).toISOString();
  const running = status === 'PROFILING';
  const record: PolicyRecord = {
    id,
    policyId: id,
    orgId,
    name: `Lifecycle ${serial}`,
    description: 'Test policy',
    action: { type: 'BLOCK' },
    expression: [{ selector: 'domain', operator: 'in', values: ['lifecycle.example.com'] }],
    sourceSetList: [],
    namedSourceSet: [],
    global: false,
    proprietary: false,
    status,
    priorStatus: status === 'PENDING_APPROVAL' ? 'UPDATED' : null,
    lastModified: started,
    submittedBy: otherManager(orgId, PERSONA.tenantAdmin),
    updatedBy: 'Test Person',
    disableDnssec: false,
    blockPageEnabled: false,
    precedence: 5,
    readOnly: false,
    redacted: false,
    analysisData: {
      items: [],
      dateAnalyzed: null,
      profilingInterval: '72 Hours',
      queryExecutionStatus: 'QUEUED',
      queryExecutionId: `qe-${id}`,
      invalidExpression: false,
    },
    createdAt: started,
    analysisStartedAt: running ? clock.isoNow() : started,
    statusBeforeAnalysis: running ? 'UPDATED' : null,
    reminderSentAt: null,
    ...fields,
  };
  return db.policies.create(record);
}

export const stored = (id: string) => db.policies.all().find((policy) => policy.id === id);
export const openInterval = (id: string) =>
  db.policyEnforcements.all().find((e) => e.policyId === id && e.until === null);

/** What the DNS world decides for a query of the name from an Agriculture source set at a time. */
export function decides(name: string, at: number) {
  const set = db.sourceSets.all().find((s) => s.orgId === USDA && !s.deleted)!;
  const query = {
    orgId: USDA,
    sourceSetId: set.id,
    name,
    recordType: 'A' as const,
    contentCategoryId: 0,
    securityCategoryId: 0,
    threatId: 0,
  };
  return evaluate(worldInputs(db).policies, query, at).policy?.id ?? null;
}

export const saveInput = (policy: PolicyRecord, changes: Record<string, unknown> = {}) => ({
  id: policy.id,
  orgId: policy.orgId,
  name: policy.name,
  description: policy.description,
  action: policy.action,
  expression: policy.expression,
  sourceSetList: policy.sourceSetList,
  proprietary: policy.proprietary,
  blockPageEnabled: policy.blockPageEnabled,
  disableDnssec: policy.disableDnssec,
  ...changes,
});

/** The key a call was refused with at its field, and nothing written. */
export async function expectRefused(email: string, call: () => Promise<unknown>, key: string, field?: string) {
  const result = await attempt(email, call);
  expect(result.outcome, `${key} expected`).toMatchObject({ key });
  expect(result.changed, 'a refused call writes nothing').toEqual([]);
  if (field) {
    actAs(email);
    expect((await failure(call()))?.find(key)?.field).toBe(field);
  }
}

export const newPolicy = (changes: Record<string, unknown> = {}) => ({
  orgId: USDA,
  name: 'Block Lookalikes',
  description: 'Look-alike domains of the department',
  action: { type: 'BLOCK' as const },
  expression: [{ selector: 'domain' as const, operator: 'in' as const, values: ['usda-login.example.com'] }],
  ...changes,
});
