import { dequal } from 'dequal';
import type { AuditChange } from '../../src/api/audit/contract';
import type { TableName } from '../db/database';

/** One record a call created, updated or deleted, as the collection's hooks reported it. */
export interface RawChange {
  table: TableName;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/*
 * Bookkeeping the service writes beside a change, not the change itself: policy history and
 * enforcement intervals restate the policy's change, the outbox and system events are its
 * consequences, retired sources mirror a deletion. A pending e-mail verification holds its code
 * and is consumed by the request it files.
 */
const BOOKKEEPING = new Set<TableName>([
  'policyHistory',
  'policyEnforcements',
  'outbox',
  'systemEvents',
  'retiredSources',
  'auditEvents',
  'emailVerifications',
]);

/** What the service keeps for itself: the organization (a column already), stamps, canonical forms. */
const INTERNAL_FIELDS = new Set(['orgId', 'createdAt', 'updatedAt', 'network']);

/** Secrets never reach the audit log, not even as before and after. */
const SECRET = /secret|token(?!Id)|hash|password|apiKey|material/i;

const LABELS: Partial<Record<TableName, string>> = {
  organizations: 'Organization',
  orgRequests: 'Access request',
  users: 'User',
  managementNetworks: 'Management network',
  accessKeys: 'Access key',
  sourceSets: 'Source set',
  sources: 'Source',
  serviceTokens: 'Service auth token',
  authDevices: 'Device',
  policies: 'Policy',
  policyDisputes: 'Policy dispute',
  distributionLists: 'Distribution list',
  alertSets: 'Alert set',
  rulesOfBehavior: 'Rules of Behavior',
};

const NAME_FIELDS = ['name', 'displayName', 'cidr', 'sourceIp', 'email', 'orgName', 'vendorName', 'id'];

function subjectOf(table: TableName, record: Record<string, unknown>): string {
  const label = LABELS[table] ?? table;
  const field = NAME_FIELDS.find((f) => typeof record[f] === 'string' && record[f] !== '');
  return field ? `${label} ${String(record[field])}` : label;
}

function show(field: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (SECRET.test(field)) return '[not recorded]';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields that differ (all of them for a create or a delete), by name. */
function fieldsOf(change: RawChange): AuditChange['fields'] {
  const names = new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})]);
  return [...names].sort().flatMap((field) => {
    if (INTERNAL_FIELDS.has(field)) return [];
    const before = change.before?.[field];
    const after = change.after?.[field];
    if (dequal(before, after)) return [];
    return [{ field, before: show(field, before), after: show(field, after) }];
  });
}

/** What the audit item shows: each changed record of a table the user acted on, with its differing fields. */
export function describeChanges(changes: readonly RawChange[]): AuditChange[] {
  return changes
    .filter((c) => !BOOKKEEPING.has(c.table))
    .map((c) => ({ subject: subjectOf(c.table, (c.after ?? c.before)!), fields: fieldsOf(c) }))
    .filter((c) => c.fields.length > 0);
}

/** The organization a change happened in, when the record names one. */
export function orgOfChanges(changes: readonly RawChange[]): { orgId?: string; orgName?: string } {
  for (const c of changes) {
    const record = c.after ?? c.before;
    if (typeof record?.orgId === 'string') return { orgId: record.orgId };
    if (typeof record?.orgName === 'string') return { orgName: record.orgName };
  }
  return {};
}
