import {
  STREAMS_MAX,
  logStreamCreateEndpoint,
  logStreamDeleteEndpoint,
  logStreamGetEndpoint,
  logStreamListEndpoint,
} from '../../src/api/log-streams/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { deleteRecord, findOr404, uniqueOr409 } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { defineListHandler } from '../core/list-handler';
import { MockError } from '../core/mock-error';
import { db } from '../db/database';
import { findOrg } from '../db/lookups';
import type { LogStreamRecord } from '../db/log-records';
import { randomHex } from '../../src/lib/hex';
import { assertAccount, streamBucketPath } from '../log-push/destination';

/*
 * DNS streams (spec 3 §3, §5, §7). The access table admits admins and configuration managers of a
 * customer organization; the account, the limit of 20, the name and the source sets are checked
 * here before anything is written.
 */

const existing = (orgId: string, id: string) =>
  findOr404(db.logStreams, (record) => record.orgId === orgId && record.id === id, 'The log stream', 'id');

const list = defineListHandler(logStreamListEndpoint, ({ input, db }) => {
  assertAccount(input.orgId);
  return {
    rows: db.logStreams.all(),
    where: (record: LogStreamRecord) => record.orgId === input.orgId,
    whereKey: `log-streams:${input.orgId}`,
  };
});

/** The stream and its sets' names, in its order; a deleted set reads "<name> (deleted)" (spec 3 §3). */
const get = defineHandler(logStreamGetEndpoint, ({ input, db }) => {
  assertAccount(input.orgId);
  const logStream = existing(input.orgId, input.id);
  const sets = new Map(db.sourceSets.all().map((set) => [set.id, set]));
  const sourceSetNames = logStream.sourceSets.map((id) => {
    const set = sets.get(id);
    return !set ? id : set.deleted ? `${set.name} (deleted)` : set.name;
  });
  return { logStream, sourceSetNames };
});

const create = defineHandler(logStreamCreateEndpoint, ({ input, db, clock }) => {
  assertAccount(input.orgId);
  if (db.logStreams.all().filter((r) => r.orgId === input.orgId).length >= STREAMS_MAX)
    throw new MockError(ErrorKey.logStreamLimit, 409, {
      message: `This organization already has ${STREAMS_MAX} streams, the maximum.`,
    });
  uniqueOr409(db.logStreams, (r) => r.orgId === input.orgId && r.name.toLowerCase() === input.name.toLowerCase(), {
    key: ErrorKey.logStreamDuplicate,
    field: 'name',
    message: (taken) => `A log stream named ${taken.name} already exists.`,
  });
  const live = new Set(
    db.sourceSets
      .all()
      .filter((s) => s.orgId === input.orgId && !s.deleted)
      .map((s) => s.id),
  );
  const stranger = input.sourceSets.findIndex((id) => !live.has(id));
  if (stranger >= 0)
    throw new MockError(ErrorKey.logStreamSourceSet, 400, {
      field: `sourceSets.${stranger}`,
      message: `${input.sourceSets[stranger]} is not a source set of this organization.`,
    });
  const id = `ls-${randomHex(8)}`;
  return db.logStreams.create({
    orgId: input.orgId,
    id,
    name: input.name,
    description: input.description,
    destination: streamBucketPath(findOrg(input.orgId)!.accountId!, input.name, id),
    actions: ['block'],
    sourceSets: [...new Set(input.sourceSets)],
    createdAt: clock.isoNow(),
  });
});

const remove = defineHandler(logStreamDeleteEndpoint, ({ input, db }) => {
  assertAccount(input.orgId);
  return deleteRecord(db.logStreams, existing(input.orgId, input.id));
});

export const logStreamHandlers = [list, get, create, remove];
