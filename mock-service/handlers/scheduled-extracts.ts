import type { HttpHandler } from 'msw';
import { ErrorKey } from '../../src/api/error-keys';
import {
  type ScheduledExtract,
  extractCreateEndpoint,
  extractDeleteEndpoint,
  extractListEndpoint,
  extractUpdateEndpoint,
} from '../../src/api/log-queries/extract-contract';
import { cadenceOf, expiresAt } from '../../src/api/log-queries/extract-schedule';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import type { Clock } from '../core/clock';
import { deleteRecord, findOr404, updateRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { defineListHandler } from '../core/list-handler';
import { MockError, invalid } from '../core/mock-error';
import type { Database } from '../db/database';
import { findOrg } from '../db/lookups';
import type { ScheduledExtractRecord } from '../db/log-records';
import { freezeRuns, scheduleNow } from '../extracts/runs';

/*
 * Scheduled extracts (spec 3 §2, §6, §7). The access table lets reporting managers write and
 * reporting users and admins read, in the organization named; the rules below run before
 * anything is written, so a refused call changes nothing. Runs are computed (extracts/runs.ts).
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The folder the service writes an extract's run files to: the organization's own bucket when it
 * has an account (as its DNS streams), else its folder in the service's shared extract bucket.
 */
function extractDestination(record: Pick<ScheduledExtractRecord, 'orgId' | 'queryId'>): string {
  const accountId = findOrg(record.orgId)?.accountId;
  return accountId
    ? `s3://pdns-extracts-${accountId}/${record.queryId}/`
    : `s3://pdns-extracts/${record.orgId}/${record.queryId}/`;
}

/** The record as the list shows it at `now`: last run, its status, next run, cadence, expiry. */
export function toWireExtract(record: ScheduledExtractRecord, now: number): ScheduledExtract {
  const { runsFrom, history: _h, versions: _v, failedRunTimes: _f, notifiedUntil: _n, ...fields } = record;
  const { last, next } = scheduleNow(record, now);
  return {
    ...fields,
    lastExecution: iso(last?.runAt ?? null),
    lastStatus: last?.status ?? null,
    nextRun: iso(next),
    cadence: cadenceOf(record.when),
    expiresOn: iso(expiresAt(record.when, Date.parse(runsFrom))),
    destination: extractDestination(record),
  };
}

export const findExtract = (database: Database, orgId: string, queryId: string, field = 'queryId') =>
  findOr404(
    database.scheduledExtracts,
    (record) => record.orgId === orgId && record.queryId === queryId,
    'The scheduled extract',
    field,
  );

/** Rules the contract cannot state: what the clock and the organization decide. */
function checked(
  input: { orgId: string; queryParams: ScheduledExtractRecord['queryParams']; when: ScheduledExtractRecord['when'] },
  clock: Clock,
  unchangedStart?: string,
) {
  const { when, queryParams, orgId } = input;
  const global = findOrg(orgId)?.orgName === GLOBAL_ORG_NAME;
  if (!global && queryParams.orgs.some((org) => org.value !== orgId)) {
    throw invalid('queryParams.orgs', 'An extract reads the traffic of its own organization only.');
  }
  // A new schedule starts later than now; an edited recurring one may keep or move a start that
  // has passed (it only anchors the cadence: runs are counted from the edit on).
  const recurringEdit = unchangedStart !== undefined && !!when.reoccur;
  if (
    when.type === 'scheduled' &&
    !recurringEdit &&
    when.start !== unchangedStart &&
    Date.parse(when.start!) <= clock.now()
  ) {
    throw new MockError(ErrorKey.extractStartInPast, 400, {
      field: 'when.start',
      message: 'The first run must be later than now. Please choose a later Start Run Date or Run Time.',
    });
  }
  if (when.type === 'scheduled' && when.reoccur && queryParams.durationType === 'custom') {
    throw new MockError(ErrorKey.extractRecurrenceForCustomRange, 400, {
      field: 'when.reoccur',
      message: 'A custom date range runs once; choose Single or a Past hours duration.',
    });
  }
  return input;
}

/** Only the members a schedule has (the contract's variant drops the others). */
const whenOf = (when: ScheduledExtractRecord['when']): ScheduledExtractRecord['when'] =>
  when.type === 'now'
    ? { type: 'now' }
    : { type: 'scheduled', start: when.start, end: when.end ?? null, reoccur: when.reoccur ?? null };

const list = defineListHandler(extractListEndpoint, ({ input, db, clock }) => ({
  rows: db.scheduledExtracts
    .all()
    .filter((record) => record.orgId === input.orgId)
    .map((record) => toWireExtract(record, clock.now())),
}));

const create = defineHandler(extractCreateEndpoint, async ({ input, db, clock, caller }) => {
  checked(input, clock);
  const now = clock.isoNow();
  const record = await db.scheduledExtracts.create({
    queryId: `xq-${crypto.randomUUID()}`,
    queryName: input.queryName,
    description: input.description ?? '',
    createdBy: caller.user.email,
    createdOn: now,
    orgId: input.orgId,
    apiKey: input.apiKey ?? '',
    queryParams: input.queryParams,
    when: whenOf(input.when),
    runsFrom: now,
    history: [],
    versions: [{ from: now, queryParams: input.queryParams }],
    failedRunTimes: [],
    notifiedUntil: now,
  });
  return toWireExtract(record, clock.now());
});

/** The old schedule's runs become history (unfinished ones canceled); the new one runs from now. */
const update = defineHandler(extractUpdateEndpoint, async ({ input, db, clock }) => {
  const record = findExtract(db, input.orgId, input.queryId);
  checked(input, clock, record.when.type === 'scheduled' ? record.when.start : undefined);
  const now = clock.now();
  const updated = await updateRecord(db.scheduledExtracts, record, {
    queryName: input.queryName,
    description: input.description ?? '',
    apiKey: input.apiKey ?? '',
    queryParams: input.queryParams,
    when: whenOf(input.when),
    history: freezeRuns(record, now),
    runsFrom: new Date(now).toISOString(),
    versions: [...record.versions, { from: new Date(now).toISOString(), queryParams: input.queryParams }].slice(-50),
  });
  return toWireExtract(updated, now);
});

const remove = defineHandler(extractDeleteEndpoint, async ({ input, db }) => {
  const record = findExtract(db, input.orgId, input.queryId);
  deleteRecord(db.scheduledExtracts, record);
  return { queryId: record.queryId };
});

export const scheduledExtractHandlers: HttpHandler[] = [list, create, update, remove];
