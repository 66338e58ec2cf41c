import {
  ACCESS_KEY_LIMIT,
  accessKeyCreateEndpoint,
  accessKeyDeleteEndpoint,
  accessKeyGetEndpoint,
  accessKeyListEndpoint,
  apiKeyGetEndpoint,
} from '../../src/api/access-keys/contract';
import { accessKeyPermissions } from '../../src/api/access-keys/permissions';
import { ErrorKey } from '../../src/api/error-keys';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { type Caller, assertOrgVisible } from '../core/caller';
import { deleteRecord, findOr404 } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { defineListHandler } from '../core/list-handler';
import { principalIn } from '../core/membership';
import { MockError, forbidden } from '../core/mock-error';
import { db } from '../db/database';
import type { AccessKeyRecord } from '../db/schemas';
import { ACCESS_KEY_ROLES, apiKeyOf, keyMaterial, randomFor } from '../db/access-key-material';

/**
 * The access table lets a global user's call in Global through so that it can be answered here
 * with the spec's message; everything else is the tenant API Manager of an account-linked
 * federal civilian organization, checked again on the organization as stored.
 */
function assertMayUseKeys(caller: Caller, orgId: string) {
  const org = assertOrgVisible(caller, orgId);
  if (org.orgName === GLOBAL_ORG_NAME)
    throw new MockError(ErrorKey.accessKeyGlobalOrg, 400, {
      field: 'orgId',
      message: 'Non Global org must be selected',
    });
  const principal = principalIn(caller, org);
  if (!principal || !accessKeyPermissions.manage(principal, org))
    throw forbidden('Access keys are managed by the API Manager of an account-linked federal civilian organization.');
  return org;
}

const keysOf = (orgId: string) => db.accessKeys.all().filter((record) => record.orgId === orgId);

const existing = (orgId: string, id: string) =>
  findOr404(db.accessKeys, (record) => record.orgId === orgId && record.id === id, 'The access key', 'id');

const list = defineListHandler(accessKeyListEndpoint, ({ input, caller, db }) => {
  assertMayUseKeys(caller, input.orgId);
  return {
    rows: db.accessKeys.all(),
    where: (record: AccessKeyRecord) => record.orgId === input.orgId,
    whereKey: `access-keys:${input.orgId}`,
  };
});

const get = defineHandler(accessKeyGetEndpoint, ({ input, caller }) => {
  assertMayUseKeys(caller, input.orgId);
  return existing(input.orgId, input.id);
});

/** The only reply with the secret; the table keeps everything but it. */
const create = defineHandler(accessKeyCreateEndpoint, async ({ input, caller, db, clock }) => {
  assertMayUseKeys(caller, input.orgId);
  const held = keysOf(input.orgId);
  if (held.length >= ACCESS_KEY_LIMIT)
    throw new MockError(ErrorKey.accessKeyLimit, 409, {
      message: `An organization may hold at most ${ACCESS_KEY_LIMIT} access keys.`,
      detail: { limit: ACCESS_KEY_LIMIT },
    });
  const now = clock.now();
  const { secret, ...material } = keyMaterial(
    now,
    randomFor(
      input.orgId,
      now,
      held.map((record) => record.id),
    ),
  );
  const record = await db.accessKeys.create({
    orgId: input.orgId,
    ...material,
    roles: [...ACCESS_KEY_ROLES],
    description: input.description,
    createdBy: caller.user.email,
  });
  return { ...record, secret };
});

const remove = defineHandler(accessKeyDeleteEndpoint, ({ input, caller, db }) => {
  assertMayUseKeys(caller, input.orgId);
  return deleteRecord(db.accessKeys, existing(input.orgId, input.id));
});

const apiKey = defineHandler(apiKeyGetEndpoint, ({ input, caller }) => apiKeyOf(assertMayUseKeys(caller, input.orgId)));

export const accessKeyHandlers = [list, get, create, remove, apiKey];
