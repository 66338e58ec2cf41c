import { userGetOwnEndpoint, userUpdateOwnEndpoint } from '../../src/api/users/contract';
import { updateRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { assertOwnEmail } from '../core/own-account';
import { usersByEmail } from '../db/lookups';
import { assertNotDuplicatePerson } from './user-rules';

/** The caller's records, their home organization's first. */
const ownRecords = (home: { orgId: string; email: string }) =>
  usersByEmail(home.email).sort((a, b) => Number(b.orgId === home.orgId) - Number(a.orgId === home.orgId));

const getOwn = defineHandler(userGetOwnEndpoint, ({ caller }) => ({ records: ownRecords(caller.user) }));

/**
 * The Profile page's save (spec 1 §7, update-cognito): the caller's own names and phone, on every
 * organization's record of that person, since they are one identity. Every check runs before the
 * first write, so a refused call changes nothing; the pipeline records its audit event ('User Updated').
 */
const updateOwn = defineHandler(userUpdateOwnEndpoint, async ({ input, caller, db }) => {
  assertOwnEmail(caller, input.email.toLowerCase());
  const records = ownRecords(caller.user);
  for (const record of records) {
    assertNotDuplicatePerson(record.orgId, { ...input, email: record.email, roles: record.roles }, record.email);
  }
  const { firstName, middleName, lastName, phone } = input;
  let own = caller.user;
  for (const record of records) {
    const updated = await updateRecord(db.users, record, { firstName, middleName, lastName, phone });
    if (record.orgId === caller.user.orgId) own = updated;
  }
  return own;
});

export const userProfileHandlers = [getOwn, updateOwn];
