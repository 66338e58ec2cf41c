import {
  alertSetCreateEndpoint,
  alertSetDeleteEndpoint,
  alertSetGetEndpoint,
  alertSetListEndpoint,
  alertSetUpdateEndpoint,
} from '../../src/api/alert-sets/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { deleteRecord, findOr404, uniqueOr409, updateRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { defineListHandler } from '../core/list-handler';
import { db } from '../db/database';
import type { AlertSetRecord } from '../db/schemas';

/*
 * Who may call each endpoint in which organization is the access table's row (src/api/access.ts),
 * which the pipeline enforces before these resolvers run.
 */

const existing = (orgId: string, id: string) =>
  findOr404(db.alertSets, (record) => record.orgId === orgId && record.id === id, 'The alert set', 'id');

/** Names are unique per organization, whatever their case. */
const assertNameFree = (orgId: string, name: string, except?: string) =>
  uniqueOr409(
    db.alertSets,
    (record) => record.orgId === orgId && record.id !== except && record.name.toLowerCase() === name.toLowerCase(),
    {
      key: ErrorKey.alertSetNameTaken,
      field: 'name',
      message: (taken) => `An alert set named ${taken.name} already exists.`,
    },
  );

const list = defineListHandler(alertSetListEndpoint, ({ input, db }) => ({
  rows: db.alertSets.all(),
  where: (record: AlertSetRecord) => record.orgId === input.orgId,
  whereKey: `alert-sets:${input.orgId}`,
}));

const get = defineHandler(alertSetGetEndpoint, ({ input }) => existing(input.orgId, input.id));

const create = defineHandler(alertSetCreateEndpoint, ({ input, db, clock }) => {
  assertNameFree(input.orgId, input.name);
  return db.alertSets.create({
    ...input,
    id: `as-${crypto.randomUUID()}`,
    createdAt: clock.isoNow(),
    lastEvaluatedAt: null,
    lastAlertAt: null,
  });
});

const update = defineHandler(alertSetUpdateEndpoint, ({ input, db }) => {
  const record = existing(input.orgId, input.id);
  assertNameFree(input.orgId, input.name, record.id);
  return updateRecord(db.alertSets, record, { ...input });
});

const remove = defineHandler(alertSetDeleteEndpoint, ({ input, db }) =>
  deleteRecord(db.alertSets, existing(input.orgId, input.id)),
);

export const alertSetHandlers = [list, get, create, update, remove];
