import { ErrorKey } from '../../src/api/error-keys';
import {
  currentUserEndpoint,
  rulesOfBehaviorEndpoint,
  selectOrganizationEndpoint,
  signRulesOfBehaviorEndpoint,
  signedInEndpoint,
} from '../../src/api/session/contract';
import { config } from '../../src/config/env';
import { assertOrgVisible } from '../core/caller';
import { defineHandler } from '../core/define-handler';
import { MockError } from '../core/mock-error';
import { assertOwnEmail } from '../core/own-account';
import { findUser } from '../db/lookups';
import { CURRENT_RULES_VERSION } from '../db/rules-of-behavior';

const currentUser = defineHandler(currentUserEndpoint, ({ caller: { user, org, session } }) => ({
  orgId: org.orgId,
  orgName: org.orgName,
  accountId: org.accountId,
  role: user.role,
  email: user.email,
  givenName: user.firstName,
  familyName: user.lastName,
  roles: user.roles.join(','),
  // The operator's organizations take the build's type: a CI build is run for CI customers.
  orgType: org.orgType === 'Global' ? config.orgType : org.orgType,
  selectedOrgId: session.selectedOrgId,
}));

/** Records the sign-in on the record for that organization; a first sign-in completes registration. */
const signedIn = defineHandler(signedInEndpoint, async ({ input, caller, db, clock }) => {
  assertOwnEmail(caller, input.email);
  assertOrgVisible(caller, input.orgId);
  const record = findUser(input.orgId, input.email) ?? caller.user;
  const now = clock.isoNow();
  await db.users.update(record, {
    data(user) {
      user.lastSignedIn = now;
      if (user.status === 'Registered') {
        user.status = 'Active';
        user.internalStatus = 'CONFIRMED';
      }
    },
  });
  return { lastSignedIn: now };
});

const selectOrganization = defineHandler(selectOrganizationEndpoint, ({ input, caller }) => {
  assertOwnEmail(caller, input.email);
  const org = assertOrgVisible(caller, input.orgId);
  caller.session.selectedOrgId = org.orgId;
  return { selectedOrgId: org.orgId };
});

const rulesOfBehavior = defineHandler(rulesOfBehaviorEndpoint, ({ input, caller, db }) => {
  assertOwnEmail(caller, input.email);
  assertOrgVisible(caller, input.orgId);
  const signed = db.rulesOfBehavior.all().find((record) => record.email === input.email);
  return { email: input.email, orgId: input.orgId, mostRecentRulesOfBehaviorSigned: signed?.version ?? null };
});

/** Only the version this build shows may be accepted: accepting an old one would hide a newer text. */
const signRulesOfBehavior = defineHandler(signRulesOfBehaviorEndpoint, async ({ input, caller, db, clock }) => {
  assertOwnEmail(caller, input.email);
  assertOrgVisible(caller, input.orgId);
  if (input.mostRecentRulesOfBehaviorSigned !== CURRENT_RULES_VERSION) {
    throw new MockError(ErrorKey.rulesVersion, 400, {
      field: 'mostRecentRulesOfBehaviorSigned',
      message: `The current Rules of Behavior version is ${CURRENT_RULES_VERSION}.`,
    });
  }
  const existing = db.rulesOfBehavior.all().find((record) => record.email === input.email);
  const values = { version: CURRENT_RULES_VERSION, signedAt: clock.isoNow() };
  if (existing) await db.rulesOfBehavior.update(existing, { data: (record) => void Object.assign(record, values) });
  else await db.rulesOfBehavior.create({ email: input.email, ...values });
  return { mostRecentRulesOfBehaviorSigned: CURRENT_RULES_VERSION };
});

export const sessionHandlers = [currentUser, signedIn, selectOrganization, rulesOfBehavior, signRulesOfBehavior];
