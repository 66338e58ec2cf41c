// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_KEY_LIMIT,
  accessKeyCreateEndpoint,
  accessKeyDeleteEndpoint,
  accessKeyGetEndpoint,
  accessKeyListEndpoint,
  apiKeyGetEndpoint,
} from '../../src/api/access-keys/contract';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { ULID_PATTERN, ulidTime } from '../../src/lib/ulid';
import { clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { db } from '../db/database';
import { findOrg } from '../db/lookups';
import { resetTestDatabase } from '../node';
import { actAs, useMockApi, failure } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();
afterEach(() => clock.useRealTime());

const DOL = 'org-dol';
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 18, 30);

const keysOfDol = () => db.accessKeys.all().filter((record) => record.orgId === DOL);
const create = (description = 'Splunk forwarder', orgId = DOL) =>
  callApi(accessKeyCreateEndpoint, { orgId, description });

describe('access keys of an account-linked federal civilian organization', () => {
  it('lists the seeded keys, newest first, expired ones included, and never a secret', async () => {
    actAs(PERSONA.mspAdmin);
    const page = await callApi(accessKeyListEndpoint, { orgId: DOL, pageSize: 50 });
    expect(page.itemCount).toBe(6);
    const created = page.items.map((item) => item.dateCreated);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.items.some((item) => Date.parse(item.expirationDate) < Date.UTC(2026, 10, 16))).toBe(true);
    for (const item of page.items) {
      expect(item.id).toMatch(ULID_PATTERN);
      expect(item).not.toHaveProperty('secret');
      expect(Date.parse(item.expirationDate) - Date.parse(item.dateCreated)).toBe(60 * DAY);
    }
  });

  it('makes a ULID on the clock, expiring 60 days later, and hands the secret over once', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.mspAdmin);
    const key = await create();
    expect(key.id).toMatch(ULID_PATTERN);
    expect(ulidTime(key.id)).toBe(NOW);
    expect(key.dateCreated).toBe(new Date(NOW).toISOString());
    expect(key.expirationDate).toBe(new Date(NOW + 60 * DAY).toISOString());
    expect(key.awsAccessKey).toMatch(/^AKIA[A-Z2-7]{16}$/);
    expect(key.secret).toHaveLength(40);
    expect(key.roles.length).toBeGreaterThan(0);

    const fetched = await callApi(accessKeyGetEndpoint, { orgId: DOL, id: key.id });
    expect(fetched).not.toHaveProperty('secret');
    const listed = await callApi(accessKeyListEndpoint, { orgId: DOL, searchString: key.id });
    expect(listed.items).toEqual([fetched]);
    expect(JSON.stringify(db.accessKeys.all())).not.toContain(key.secret);
  });

  it('makes the same key from the same database and clock, and a different one next', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.mspAdmin);
    const first = await create();
    const second = await create();
    expect(second.id).not.toBe(first.id);
    expect(second.secret).not.toBe(first.secret);
    await resetTestDatabase();
    clock.useVirtualTime(NOW);
    actAs(PERSONA.mspAdmin);
    const again = await create();
    expect([again.id, again.secret]).toEqual([first.id, first.secret]);
  });

  it('holds at most 20 keys: the 21st is refused and writes nothing, until one is deleted', async () => {
    actAs(PERSONA.mspAdmin);
    while (keysOfDol().length < ACCESS_KEY_LIMIT) await create(`Key ${keysOfDol().length + 1}`);
    const refused = await failure(create('One too many'));
    expect(refused?.key).toBe(ErrorKey.accessKeyLimit);
    expect(keysOfDol()).toHaveLength(ACCESS_KEY_LIMIT);
    await callApi(accessKeyDeleteEndpoint, { orgId: DOL, id: keysOfDol()[0].id });
    await create('Room again');
    expect(keysOfDol()).toHaveLength(ACCESS_KEY_LIMIT);
  });

  it("answers 'Value is required' at description for an empty or blank one", async () => {
    actAs(PERSONA.mspAdmin);
    for (const description of ['', '   ']) {
      const error = await failure(create(description));
      expect(error?.find(ErrorKey.invalidRequest)).toMatchObject({
        field: 'description',
        serverMessage: 'Value is required',
      });
    }
    expect(keysOfDol()).toHaveLength(6);
  });

  it('deletes a key, and an unknown id is a 404 at id', async () => {
    actAs(PERSONA.mspAdmin);
    const [first] = keysOfDol();
    await callApi(accessKeyDeleteEndpoint, { orgId: DOL, id: first.id });
    expect(keysOfDol().map((record) => record.id)).not.toContain(first.id);
    const missing = await failure(callApi(accessKeyDeleteEndpoint, { orgId: DOL, id: first.id }));
    expect(missing?.find(ErrorKey.notFound)?.field).toBe('id');
  });

  it("gives the organization's API key and the role on its account", async () => {
    actAs(PERSONA.mspAdmin);
    const { apiKey, iamRoleArn } = await callApi(apiKeyGetEndpoint, { orgId: DOL });
    expect(apiKey).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(iamRoleArn).toBe('arn:aws:iam::418295730164:role/pdns-api-dol');
  });
});

describe('who may use access keys', () => {
  it("answers 'Non Global org must be selected' in the Global organization", async () => {
    actAs(PERSONA.globalAdmin);
    for (const call of [
      () => create('Global', 'org-global'),
      () => callApi(accessKeyListEndpoint, { orgId: 'org-global' }),
      () => callApi(apiKeyGetEndpoint, { orgId: 'org-global' }),
    ]) {
      const error = await failure(call());
      expect(error).toMatchObject({ key: ErrorKey.accessKeyGlobalOrg, message: 'Non Global org must be selected' });
    }
    expect(db.accessKeys.all().filter((record) => record.orgId === 'org-global')).toEqual([]);
  });

  it('refuses global users, tenants without the API Manager role, and organizations without keys', async () => {
    const before = db.accessKeys.all().length;
    const noApiManager = db.users
      .all()
      .find((user) => user.orgId === DOL && user.status !== 'Suspended' && !user.roles.includes('apiManager'))!;
    const refusals: [string, string][] = [
      [PERSONA.globalAdmin, DOL],
      [noApiManager.email, DOL],
      // Agriculture's administrator holds apiManager, but Agriculture has no account.
      [PERSONA.tenantAdmin, 'org-usda'],
      [PERSONA.ciAdmin, 'org-crwa'],
    ];
    for (const [email, orgId] of refusals) {
      actAs(email);
      expect((await failure(create('Refused', orgId)))?.key, `${email} in ${orgId}`).toBe(ErrorKey.forbidden);
      expect((await failure(callApi(accessKeyListEndpoint, { orgId })))?.key).toBe(ErrorKey.forbidden);
    }
    expect(db.accessKeys.all()).toHaveLength(before);
  });

  it('decides on the organization as stored: no account or another type, no keys', async () => {
    actAs(PERSONA.mspAdmin);
    await updateRecord(db.organizations, findOrg(DOL)!, { orgType: 'CI' });
    expect((await failure(create()))?.key).toBe(ErrorKey.forbidden);
    await updateRecord(db.organizations, findOrg(DOL)!, { orgType: 'FCEB', accountId: null });
    expect((await failure(callApi(accessKeyListEndpoint, { orgId: DOL })))?.key).toBe(ErrorKey.forbidden);
    expect(keysOfDol()).toHaveLength(6);
  });
});
