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
import { MockError } from '../core/mock-error';
import { type Database, db } from '../db/database';
import type { AlertSetRecord } from '../db/schemas';
import { type AlertSetWorld, checkedAlertSet } from './alert-set-rules';

/*
 * Who may call each endpoint in which organization is the access table's row (src/api/access.ts),
 * which the pipeline enforces before these resolvers run; the rules that join fields or look into
 * other tables are alert-set-rules.ts. Every check runs before anything is written.
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

const worldOf = (database: Database): AlertSetWorld => ({
  organizations: database.organizations.all(),
  distributionLists: database.distributionLists.all(),
  policies: database.policies.all(),
  sourceSets: database.sourceSets.all(),
  sources: database.sources.all(),
});

const list = defineListHandler(alertSetListEndpoint, ({ input, db }) => ({
  rows: db.alertSets.all(),
  where: (record: AlertSetRecord) => record.orgId === input.orgId,
  whereKey: `alert-sets:${input.orgId}`,
}));

const get = defineHandler(alertSetGetEndpoint, ({ input }) => existing(input.orgId, input.id));

const create = defineHandler(alertSetCreateEndpoint, ({ input, db, clock }) => {
  const { orgId, ...fields } = input;
  assertNameFree(orgId, fields.name);
  const stored = checkedAlertSet(orgId, fields, worldOf(db));
  return db.alertSets.create({
    ...stored,
    orgId,
    id: `as-${crypto.randomUUID()}`,
    createdAt: clock.isoNow(),
    lastEvaluatedAt: null,
    lastAlertAt: null,
  });
});

/** The type is chosen once, when the set is made (spec 1 §2: the chooser comes before the form). */
const update = defineHandler(alertSetUpdateEndpoint, ({ input, db }) => {
  const { orgId, id, ...fields } = input;
  const record = existing(orgId, id);
  if (fields.alertType !== record.alertType)
    throw new MockError(ErrorKey.alertSetTypeMismatch, 400, {
      field: 'alertType',
      message: `This alert set is a ${record.alertType} set; its type cannot change.`,
    });
  assertNameFree(orgId, fields.name, record.id);
  const stored = checkedAlertSet(orgId, fields, worldOf(db));
  return updateRecord(db.alertSets, record, stored);
});

const remove = defineHandler(alertSetDeleteEndpoint, ({ input, db }) =>
  deleteRecord(db.alertSets, existing(input.orgId, input.id)),
);

export const alertSetHandlers = [list, get, create, update, remove];
