import {
  logPushCreateEndpoint,
  logPushDeleteEndpoint,
  logPushGetEndpoint,
  logPushListEndpoint,
  logPushUpdateEndpoint,
} from '../../src/api/log-push-jobs/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { readyToCreate } from '../../src/api/log-push-jobs/ownership';
import { LOG_PUSH_MAX_JOBS, destinationKey, fieldsOf } from '../../src/api/log-push-jobs/rules';
import { deleteRecord, findOr404, updateRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { MockError } from '../core/mock-error';
import { type Database, db as defaultDb } from '../db/database';
import type { LogPushJobRecord } from '../db/log-records';
import { healthOf } from '../log-push/batches';
import { randomHex } from '../../src/lib/hex';
import { assertAccount, assertDestinationRules, fingerprintDigest } from '../log-push/destination';
import { currentWorld } from '../world-adapter/current-world';
import { proofOf } from './log-push-ownership';
import { logPushCrosswalkHandlers } from './log-push-crosswalks';

/*
 * Log push jobs (spec 3 §3, §4, §7). The access table's row (src/api/access.ts) admits an admin of
 * a customer organization; the account check, the field rules, the limit and the ownership proof
 * run here, before anything is written, so a refused call changes nothing.
 */

const existing = (orgId: string, id: string) =>
  findOr404(defaultDb.logPushJobs, (r) => r.orgId === orgId && r.id === id, 'The log push job', 'id');

/** The wire form: no secrets (never stored), the path the list shows, health computed now. */
function toWire(record: LogPushJobRecord, db: Database, now: number) {
  const { createdAt: _c, enabledAt: _e, disabledAt: _d, refusingSince: _r, ...job } = record;
  const path =
    record.type === 'S3' ? (record.bucketPath ?? '') : `${record.url ?? ''} (channel ${record.channelID ?? ''})`;
  return { ...job, path, health: healthOf(record, currentWorld(db), now) };
}

const byName = (a: LogPushJobRecord, b: LogPushJobRecord) =>
  a.jobName.localeCompare(b.jobName) || a.id.localeCompare(b.id);

const list = defineHandler(logPushListEndpoint, ({ input, db, clock }) => {
  assertAccount(input.orgId);
  const jobs = db.logPushJobs
    .all()
    .filter((r) => r.orgId === input.orgId)
    .sort(byName);
  return { logPushJobs: jobs.map((r) => toWire(r, db, clock.now())) };
});

const get = defineHandler(logPushGetEndpoint, ({ input, db, clock }) => {
  assertAccount(input.orgId);
  return toWire(existing(input.orgId, input.id), db, clock.now());
});

/**
 * Create, or replace the job named by `id` (an edited job: its changed fields went through the
 * ownership flow again, docs/areas/log-push-and-streams.md). Needs a verified token for exactly these fields; the proof is spent.
 */
const create = defineHandler(logPushCreateEndpoint, async ({ input, db, clock }) => {
  assertAccount(input.orgId);
  const replacing = input.id ? existing(input.orgId, input.id) : undefined;
  const others = db.logPushJobs.all().filter((r) => r.orgId === input.orgId && r.id !== replacing?.id);
  if (others.length >= LOG_PUSH_MAX_JOBS)
    throw new MockError(ErrorKey.logPushLimit, 409, {
      message: `${input.orgId} already has ${LOG_PUSH_MAX_JOBS} log push jobs, the maximum.`,
    });
  assertDestinationRules(input, input.token);
  if (others.some((r) => r.jobName.toLowerCase() === input.jobName.toLowerCase()))
    throw new MockError(ErrorKey.logPushNameTaken, 409, {
      field: 'jobName',
      message: `A log push job named ${input.jobName} already exists.`,
    });
  const { record: proofRecord, proof } = proofOf(input.orgId, destinationKey(input.type, input), db);
  if (!readyToCreate(proof, fingerprintDigest(input), input.token))
    throw new MockError(ErrorKey.logPushNotVerified, 409, {
      field: 'token',
      message: 'The ownership token was not verified for these fields: send and verify a token first.',
    });
  const now = clock.isoNow();
  const kept = Object.fromEntries(
    fieldsOf(input.type)
      .filter((field) => field !== 'secretKey' && field !== 'authToken')
      .map((field) => [field, input[field]]),
  );
  const record = {
    orgId: input.orgId,
    id: replacing?.id ?? `lp-${randomHex(8)}`,
    jobName: input.jobName,
    type: input.type,
    enabled: input.enabled,
    verified: true,
    ...kept,
    ...(input.type === 'Splunk' ? { useInsecureSkipVerifyOption: input.useInsecureSkipVerifyOption ?? false } : {}),
    createdAt: replacing?.createdAt ?? now,
    enabledAt: input.enabled ? now : null,
    disabledAt: null,
    refusingSince: null,
  };
  if (replacing) deleteRecord(db.logPushJobs, replacing);
  if (proofRecord) deleteRecord(db.logPushProofs, proofRecord);
  return toWire(await db.logPushJobs.create(record), db, clock.now());
});

/** Spec 3 §4: saving an existing job changes only whether it is enabled. */
const update = defineHandler(logPushUpdateEndpoint, async ({ input, db, clock }) => {
  assertAccount(input.orgId);
  const record = existing(input.orgId, input.id);
  if (record.enabled === input.enabled) return toWire(record, db, clock.now());
  const now = clock.isoNow();
  const changes = input.enabled
    ? { enabled: true, enabledAt: now, disabledAt: null, refusingSince: null }
    : { enabled: false, disabledAt: now };
  return toWire(await updateRecord(db.logPushJobs, record, changes), db, clock.now());
});

const remove = defineHandler(logPushDeleteEndpoint, ({ input, db, clock }) => {
  assertAccount(input.orgId);
  return toWire(deleteRecord(db.logPushJobs, existing(input.orgId, input.id)), db, clock.now());
});

export const logPushJobHandlers = [list, get, create, update, remove, ...logPushCrosswalkHandlers];
