import {
  distributionListCreateEndpoint,
  distributionListDeleteEndpoint,
  distributionListGetEndpoint,
  distributionListListEndpoint,
  distributionListUpdateEndpoint,
} from '../../src/api/distribution-lists/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { deleteRecord, findOr404, uniqueOr409, updateRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { defineListHandler } from '../core/list-handler';
import { db } from '../db/database';
import type { DistributionListRecord } from '../db/schemas';

/*
 * Who may call each endpoint in which organization is the access table's row (src/api/access.ts),
 * which the pipeline enforces before these resolvers run.
 */

const existing = (orgId: string, id: string) =>
  findOr404(
    db.distributionLists,
    (record) => record.orgId === orgId && record.id === id,
    'The distribution list',
    'id',
  );

/** Names are unique per organization, whatever their case. */
const assertNameFree = (orgId: string, name: string, except?: string) =>
  uniqueOr409(
    db.distributionLists,
    (record) => record.orgId === orgId && record.id !== except && record.name.toLowerCase() === name.toLowerCase(),
    {
      key: ErrorKey.distributionListDuplicate,
      field: 'name',
      message: (taken) => `A distribution list named ${taken.name} already exists.`,
    },
  );

const list = defineListHandler(distributionListListEndpoint, ({ input, db }) => ({
  rows: db.distributionLists.all(),
  where: (record: DistributionListRecord) => record.orgId === input.orgId,
  whereKey: `distribution-lists:${input.orgId}`,
}));

const get = defineHandler(distributionListGetEndpoint, ({ input }) => existing(input.orgId, input.listId));

const create = defineHandler(distributionListCreateEndpoint, ({ input, db, clock }) => {
  assertNameFree(input.orgId, input.name);
  return db.distributionLists.create({
    ...input,
    id: `dl-${crypto.randomUUID()}`,
    createdAt: clock.isoNow(),
  });
});

const update = defineHandler(distributionListUpdateEndpoint, ({ input, db }) => {
  const record = existing(input.orgId, input.id);
  assertNameFree(input.orgId, input.name, record.id);
  return updateRecord(db.distributionLists, record, {
    name: input.name,
    description: input.description,
    recipients: input.recipients,
  });
});

const remove = defineHandler(distributionListDeleteEndpoint, ({ input, db }) =>
  deleteRecord(db.distributionLists, existing(input.orgId, input.id)),
);

export const distributionListHandlers = [list, get, create, update, remove];
