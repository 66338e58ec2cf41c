import {
  type DistributionListInput,
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
import { MockError } from '../core/mock-error';
import { db } from '../db/database';
import { findOrg } from '../db/lookups';
import type { DistributionListRecord } from '../db/schemas';
import { emailAllowedIn } from './email-domain-rule';

/*
 * Who may call each endpoint in which organization is the access table's row (src/api/access.ts),
 * which the pipeline enforces before these resolvers run. The rules here run after the
 * contract's field rules and before anything is written, so a refused call changes nothing.
 */

const existing = (orgId: string, id: string, field: string) =>
  findOr404(
    db.distributionLists,
    (record) => record.orgId === orgId && record.id === id,
    'The distribution list',
    field,
  );

/** Names are unique per organization, whatever their case (spec 1 §8 words the refusal). */
const assertNameFree = (orgId: string, name: string, except?: string) =>
  uniqueOr409(
    db.distributionLists,
    (record) => record.orgId === orgId && record.id !== except && record.name.toLowerCase() === name.toLowerCase(),
    {
      key: ErrorKey.distributionListDuplicate,
      field: 'name',
      message: () => 'A distribution list with this name already exists',
    },
  );

/** Each address once per list, and a federal organization's list writes to .gov or .mil only (spec 1 §5). */
function assertRecipientsAllowed(orgId: string, recipients: DistributionListInput['recipients']): void {
  const org = findOrg(orgId)!;
  const seen = new Set<string>();
  recipients.forEach(({ email }, index) => {
    const field = `recipients.${index}.email`;
    const key = email.toLowerCase();
    if (seen.has(key)) {
      throw new MockError(ErrorKey.distributionListDuplicateRecipient, 409, {
        field,
        message: `${email} is already a recipient of this list.`,
      });
    }
    seen.add(key);
    if (!emailAllowedIn(org, email)) {
      throw new MockError(ErrorKey.governmentDomainRequired, 400, {
        field,
        message: `Recipients of ${org.orgName} lists need a .gov or .mil e-mail address.`,
      });
    }
  });
}

/** What is stored: the comment defaults to empty, e-mails are already lowercased by the contract. */
const fieldsOf = (input: DistributionListInput) => ({
  name: input.name,
  description: input.description ?? '',
  recipients: input.recipients.map((recipient) => ({ email: recipient.email, comment: recipient.comment ?? '' })),
});

const list = defineListHandler(distributionListListEndpoint, ({ input, db }) => ({
  rows: db.distributionLists.all(),
  where: (record: DistributionListRecord) => record.orgId === input.orgId,
  whereKey: `distribution-lists:${input.orgId}`,
}));

const get = defineHandler(distributionListGetEndpoint, ({ input }) => existing(input.orgId, input.listId, 'listId'));

const create = defineHandler(distributionListCreateEndpoint, ({ input, db, clock }) => {
  assertRecipientsAllowed(input.orgId, input.recipients);
  assertNameFree(input.orgId, input.name);
  return db.distributionLists.create({
    ...fieldsOf(input),
    orgId: input.orgId,
    id: `dl-${crypto.randomUUID()}`,
    createdAt: clock.isoNow(),
  });
});

const update = defineHandler(distributionListUpdateEndpoint, ({ input, db }) => {
  const record = existing(input.orgId, input.id, 'id');
  assertRecipientsAllowed(input.orgId, input.recipients);
  assertNameFree(input.orgId, input.name, record.id);
  return updateRecord(db.distributionLists, record, fieldsOf(input));
});

/** Alert sets name their lists by id; deleting one they still write to would silence their alerts. */
function assertNotInUse(record: DistributionListRecord): void {
  const users = db.alertSets
    .all()
    .filter((set) => set.orgId === record.orgId && set.distribution.includes(record.id))
    .map((set) => set.name)
    .sort((a, b) => a.localeCompare(b));
  if (users.length === 0) return;
  throw new MockError(ErrorKey.distributionListInUse, 409, {
    field: 'id',
    message: `${record.name} is used by the alert ${users.length === 1 ? 'set' : 'sets'} ${users.join(', ')}; remove it from ${users.length === 1 ? 'that set' : 'those sets'} first.`,
    detail: { alertSets: users },
  });
}

const remove = defineHandler(distributionListDeleteEndpoint, ({ input, db }) => {
  const record = existing(input.orgId, input.id, 'id');
  assertNotInUse(record);
  return deleteRecord(db.distributionLists, record);
});

export const distributionListHandlers = [list, get, create, update, remove];
