import { isDisputable } from '../../src/api/policies/dispute-rules';
import {
  PENDING_STATUSES,
  type PolicyStatus,
  pendingPolicyListEndpoint,
  policyGetEndpoint,
  policyListAllEndpoint,
  policyListEndpoint,
  policyListGlobalEndpoint,
  policyListLevelEndpoint,
} from '../../src/api/policies/contract';
import { policyManagerListEndpoint, statusHistoryEndpoint } from '../../src/api/policies/lifecycle-contract';
import {
  fetchSinkholeEndpoint,
  profileStatusEndpoint,
  sinkholeListEndpoint,
} from '../../src/api/policies/impact-contract';
import type { PageRequest } from '../../src/api/contract';
import { defineHandler } from '../core/define-handler';
import { listOptions } from '../core/list-handler';
import { notFound } from '../core/mock-error';
import { decodePageToken, encodePageToken } from '../core/page-token';
import { paginate } from '../core/paginate';
import type { Database, PolicyRow } from '../db/database';
import {
  SINKHOLE_POOL,
  findPolicy,
  isRedactedFor,
  levelOf,
  policyTypeOf,
  toWire,
  visiblePolicies,
  byName,
} from './policy-store';
import { analysisAt, effectiveStatus } from './policy-analysis';
import { download } from './policy-download';
/*
 * The policy read side (spec 2 §2.1, §2.2, §4.2, §7): lists, one policy, the CSV, status history,
 * approver candidates, sinkholes and where an impact analysis stands. Every reply is computed at
 * the mock's now (an analysis moves on with the clock) and redacted for the organization asking.
 */

/** ACTIVE (spec 2 §2.1): in force, or disabled, or waiting for an enable or disable decision. */
const ACTIVE_STATUSES: readonly PolicyStatus[] = ['ENFORCING', 'DISABLED', 'PENDING_ENABLE', 'PENDING_DISABLE'];

/** A row the list sorts and searches: the fields as the viewer sees them, flat. */
interface ListRow {
  record: PolicyRow;
  id: string;
  name: string;
  status: PolicyStatus;
  actionType: string;
  lastModified: string;
  precedence: number;
  policyType: string;
}

const listRows = (db: Database, orgId: string, now: number): ListRow[] =>
  visiblePolicies(db, orgId).map((record) => ({
    record,
    id: record.id,
    name: isRedactedFor(record, orgId) ? 'Redacted' : record.name,
    status: effectiveStatus(record, now),
    actionType: record.action.type,
    lastModified: record.lastModified,
    precedence: record.precedence,
    policyType: policyTypeOf(record),
  }));

const paging = listOptions<ListRow>(policyListEndpoint);

/**
 * Pages the rows first, then builds the wire form of the page alone. A list row carries its
 * analysis's state but not its rows (items empty): each costs a world query, and the list never
 * shows them; policy.get and profile-status send them.
 */
function policyPage(db: Database, orgId: string, now: number, input: PageRequest, statuses: readonly PolicyStatus[]) {
  const rows = listRows(db, orgId, now);
  const page = paginate(rows, input, { ...paging, where: (row) => statuses.includes(row.status) });
  return { ...page, items: page.items.map((row) => toWire(row.record, orgId, now, db, { results: false })) };
}

const list = defineHandler(policyListEndpoint, ({ input, db, clock }) => {
  const statuses = input.statusFilterType === 'ACTIVE' ? ACTIVE_STATUSES : PENDING_STATUSES;
  return policyPage(db, input.orgId, clock.now(), input, statuses);
});

const pendingList = defineHandler(pendingPolicyListEndpoint, ({ input, db, clock }) =>
  policyPage(db, input.orgId, clock.now(), input, PENDING_STATUSES),
);

const nameItem = (row: ListRow) => ({ id: row.id, name: row.name, status: row.status, global: row.record.global });

const listAll = defineHandler(policyListAllEndpoint, ({ input, db, clock }) => ({
  items: listRows(db, input.orgId, clock.now())
    .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id))
    .map(nameItem),
}));

/**
 * The dispute form's choices: global policies in force. Names are sent unredacted (not their
 * content): a person must be able to say which policy they dispute, as the dashboard's policy
 * changes already name them.
 */
const listGlobal = defineHandler(policyListGlobalEndpoint, ({ db, clock }) => ({
  items: db.policies
    .all()
    // The dispute form's choices: exactly what policy.dispute accepts.
    .filter((record) => isDisputable({ global: record.global, status: effectiveStatus(record, clock.now()) }))
    .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id))
    .map((record) => ({ id: record.id, name: record.name })),
}));

const listLevel = defineHandler(policyListLevelEndpoint, ({ input, db, clock }) => ({
  items: listRows(db, input.orgId, clock.now())
    .filter((row) => levelOf(row.record) === input.level)
    .sort((a, b) => a.precedence - b.precedence || byName.compare(a.name, b.name) || a.id.localeCompare(b.id))
    .map(nameItem),
}));

const get = defineHandler(policyGetEndpoint, ({ input, db, clock }) =>
  toWire(findPolicy(input.orgId, input.id, 'id', db), input.orgId, clock.now(), db),
);

/* ---------------------------------------------------------------- history and approvers */

/** Newest first; a redacted policy's history is not the viewer's to see (it names people). */
const statusHistory = defineHandler(statusHistoryEndpoint, ({ input, db }) => {
  const record = findPolicy(input.orgId, input.policyId, 'policyId', db);
  const rows = isRedactedFor(record, input.orgId)
    ? []
    : db.policyHistory
        .all()
        .map((row, i) => ({ row, i }))
        .filter(({ row }) => row.policyId === record.id)
        .sort((a, b) => b.row.dateTime.localeCompare(a.row.dateTime) || b.i - a.i)
        .map(({ row }) => ({
          status: row.status,
          action: row.action,
          dateTime: row.dateTime,
          updatedByFullName: row.updatedByFullName,
        }));
  const offset = decodePageToken(input.pageToken);
  const end = offset + input.pageSize;
  return {
    items: rows.slice(offset, end),
    itemCount: rows.length,
    nextPageKey: end < rows.length ? encodePageToken(end) : null,
  };
});

const policyManagers = defineHandler(policyManagerListEndpoint, ({ input, caller, db }) => {
  const me = caller.user.email.toLowerCase();
  const wanted = new Set<string>(input.roles);
  const found = db.users
    .all()
    .filter(
      (user) =>
        user.orgId === input.orgId &&
        user.status === 'Active' &&
        user.email.toLowerCase() !== me &&
        user.roles.some((role) => wanted.has(role)),
    )
    .sort(
      (a, b) =>
        byName.compare(a.lastName, b.lastName) ||
        byName.compare(a.firstName, b.firstName) ||
        a.email.localeCompare(b.email),
    );
  const offset = decodePageToken(input.pageToken);
  const end = offset + input.pageSize;
  return {
    items: found.slice(offset, end).map(({ firstName, lastName, email }) => ({ firstName, lastName, email })),
    nextPageKey: end < found.length ? encodePageToken(end) : null,
  };
});

/* ---------------------------------------------------------------- sinkholes */

/** The overrides to a sinkhole that hold their address: any not disabled (a disabled one gave it back). */
export const sinkholeHolders = (db: Database): PolicyRow[] =>
  db.policies
    .all()
    .filter(
      (record) => record.action.type === 'OVERRIDE' && record.action.isSinkholeOverride && record.status !== 'DISABLED',
    );

/** How many free addresses sinkhole.list offers. */
export const NEXT_SINKHOLES = 5;

const sinkholes = defineHandler(sinkholeListEndpoint, ({ db }) => {
  const holders = sinkholeHolders(db);
  const sinkholeList = holders.flatMap((record) =>
    (record.action.destination ?? []).map((ipAddress) => ({
      ipAddress,
      policy: record.name,
      policyId: record.id,
      policyType: policyTypeOf(record),
      global: record.global,
    })),
  );
  const used = new Set(sinkholeList.map((s) => s.ipAddress));
  return {
    sinkholeList,
    nextAvailableSinkholes: SINKHOLE_POOL.filter((ip) => !used.has(ip)).slice(0, NEXT_SINKHOLES),
  };
});

const fetchSinkhole = defineHandler(fetchSinkholeEndpoint, ({ input, db, clock }) => {
  const record = findPolicy(input.orgId, input.id, 'id', db);
  if (!record.action.isSinkholeOverride || !(record.action.destination ?? []).includes(input.sinkholeIp))
    throw notFound('The sinkhole', 'sinkholeIp');
  return toWire(record, input.orgId, clock.now(), db);
});

/* ---------------------------------------------------------------- impact analysis */

const NO_ANALYSIS = {
  items: [],
  dateAnalyzed: null,
  profilingInterval: '72 Hours',
  queryExecutionStatus: 'NONE',
  queryExecutionId: null,
  invalidExpression: false,
} as const;

const profileStatus = defineHandler(profileStatusEndpoint, ({ input, db, clock }) => {
  const record = findPolicy(input.orgId, input.id, 'id', db);
  if (isRedactedFor(record, input.orgId)) return { ...NO_ANALYSIS, items: [] };
  return analysisAt(record, clock.now(), db) ?? { ...NO_ANALYSIS, items: [] };
});

export const policyHandlers = [
  list,
  pendingList,
  listAll,
  listGlobal,
  listLevel,
  get,
  download,
  statusHistory,
  policyManagers,
  sinkholes,
  fetchSinkhole,
  profileStatus,
];
