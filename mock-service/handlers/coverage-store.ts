import type { AffectingPolicy } from '../../src/api/coverage/contract';
import { parseIndicator } from '../../src/api/coverage/indicator-rules';
import { ErrorKey } from '../../src/api/error-keys';
import { priorityOf } from '../../src/api/policies/schemas';
import { MockError } from '../core/mock-error';
import { decodePageToken, encodePageToken } from '../core/page-token';
import type { Database, PolicyRow } from '../db/database';
import { findOrg } from '../db/lookups';
import { WORLD_SEED } from '../world-adapter/world-inputs';
import { worldPolicyOf } from '../world-adapter/enforcements';
import { type Catalogue, catalogue } from '../world/catalogue';
import type { Indicator } from '../world/coverage';
import type { WorldPolicy } from '../world/inputs';
import { GLOBAL_ORG_ID, isRedactedFor, policyTypeOf } from './policy-store';
import { effectiveStatus } from './policy-analysis';

/*
 * What the coverage, bulk, gap and tester handlers share: the indicator rule at the field, the
 * policies as the DNS world holds them (every enforcement interval, so "in force at t" is the
 * world's own answer), and a matched policy as an organization may see it (redacted as the
 * policy list redacts: a tenant sees the provider's own policies as 'Redacted', no expression).
 */

export const worldCatalogue = (): Catalogue => catalogue(WORLD_SEED);

export const enforcedPolicies = (db: Database): WorldPolicy[] => db.policyEnforcements.all().map(worldPolicyOf);

/** The indicator, or coverage.indicator at the field that carried it. */
export function indicatorOr400(text: string, field: string): Indicator {
  const parsed = parseIndicator(text);
  if (!parsed) throw new MockError(ErrorKey.coverageIndicator, 400, { field, message: 'Not a domain name or an IP.' });
  return parsed;
}

/** Global policies are the Global organization's. */
export const ownerOf = (policy: WorldPolicy): string => policy.orgId ?? GLOBAL_ORG_ID;

/** A matched policy (the version in force) as the viewing organization may see it. */
export function toAffecting(
  policy: WorldPolicy,
  viewerOrgId: string,
  db: Database,
  now: number,
): AffectingPolicy | null {
  const record: PolicyRow | undefined = db.policies.all().find((r) => r.id === policy.id);
  if (!record) return null;
  const redacted = isRedactedFor(record, viewerOrgId);
  const owner = ownerOf(policy);
  return {
    id: record.id,
    name: redacted ? 'Redacted' : record.name,
    redacted,
    orgId: owner,
    orgName: findOrg(owner)?.orgName ?? owner,
    global: record.global,
    policyType: policyTypeOf(record),
    action: record.action.type,
    status: effectiveStatus(record, now),
    precedence: policy.precedence,
    priority: priorityOf(policy.precedence),
    expression: redacted ? [] : policy.expression.map((p) => ({ ...p, values: [...p.values] })),
  };
}

/** One page of rows: from the token, else the 1-based page, else the first. */
export function pageOf<T>(rows: T[], input: { pageSize: number; pageToken?: string | null; page?: number }) {
  const offset = input.pageToken ? decodePageToken(input.pageToken) : ((input.page ?? 1) - 1) * input.pageSize;
  const end = offset + input.pageSize;
  return {
    items: rows.slice(offset, end),
    itemCount: rows.length,
    nextPageKey: end < rows.length ? encodePageToken(end) : null,
  };
}
