// @vitest-environment node
import '../testing/api-base';
import { readCsv } from '../../src/lib/read-csv';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import {
  policyDownloadEndpoint,
  policyListAllEndpoint,
  policyListGlobalEndpoint,
  policyListLevelEndpoint,
} from '../../src/api/policies/contract';
import { policyManagerListEndpoint, statusHistoryEndpoint } from '../../src/api/policies/lifecycle-contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { POLICY_LIST_COLUMNS } from './policy-download';

useMockApi();
afterEach(() => clock.useRealTime());

describe('policy name lists', () => {
  it('lists every visible policy by name, the global ones in force, and one precedence level', async () => {
    actAs(PERSONA.tenantAdmin);
    const all = (await callApi(policyListAllEndpoint, { orgId: 'org-usda' })).items;
    const visible = db.policies.all().filter((p) => p.global || p.orgId === 'org-usda');
    expect(all).toHaveLength(visible.length);
    expect(all.filter((p) => p.name === 'Redacted').length).toBeGreaterThanOrEqual(3);

    const global = (await callApi(policyListGlobalEndpoint, { orgId: 'org-usda' })).items.map((p) => p.id);
    expect(global).toEqual(expect.arrayContaining(['global-known-bad', 'policy-gc-scam']));
    expect(global).not.toContain('policy-gc-compromised'); // pending approval, not in force
    expect(global).not.toContain('policy-gp-stealers'); // disabled

    const own = (await callApi(policyListLevelEndpoint, { orgId: 'org-usda', level: 'organization' })).items;
    expect(own.every((p) => !p.global)).toBe(true);
    expect(own.map((p) => p.id)).toContain('policy-usda-gambling');
    const provider = (await callApi(policyListLevelEndpoint, { orgId: 'org-usda', level: 'globalProvider' })).items;
    expect(provider[0]).toMatchObject({ id: 'global-test-domains', name: 'Redacted' });
    const commercial = (await callApi(policyListLevelEndpoint, { orgId: 'org-usda', level: 'globalCommercial' })).items;
    expect(commercial.map((p) => p.id).sort()).toEqual([
      'policy-gc-compromised',
      'policy-gc-scam',
      'policy-gc-tunneling',
    ]);
  });

  it('hands out a CSV of the policies the organization sees', async () => {
    actAs(PERSONA.tenantReadOnly);
    const { preSignedUrl } = await callApi(policyDownloadEndpoint, { orgId: 'org-doe' });
    const response = await fetch(preSignedUrl);
    expect(response.status).toBe(200);
    const [header, ...rows] = await readCsv(await response.text());
    expect(header).toEqual([...POLICY_LIST_COLUMNS]);
    const visible = db.policies.all().filter((p) => p.global || p.orgId === 'org-doe');
    expect(rows).toHaveLength(visible.length);
    expect(rows.find((row) => row[0] === 'Block Gambling')).toEqual([
      'Block Gambling',
      'ENFORCING',
      'BLOCK',
      '5',
      'Organization',
      expect.stringMatching(/^contentCategory in \d+$/),
    ]);
    expect(rows.map((row) => row[0])).not.toContain('Known Bad Domains');
  });
});

describe('status history', () => {
  it('lists status changes newest first', async () => {
    actAs(PERSONA.tenantAdmin);
    const { items, nextPageKey } = await callApi(statusHistoryEndpoint, {
      orgId: 'org-usda',
      policyId: 'policy-usda-travel',
    });
    expect(items.map((i) => i.status)).toEqual([
      'PENDING_ENABLE',
      'DISABLED',
      'PENDING_DISABLE',
      'ENFORCING',
      'PENDING_APPROVAL',
      'NEW',
    ]);
    expect(items[0]).toMatchObject({ action: 'Submitted for enable', updatedByFullName: 'Daniel Okafor' });
    expect(items[3]).toMatchObject({ action: 'Approved', updatedByFullName: 'Ruth Castellanos' });
    expect(nextPageKey).toBeNull();
  });

  it('pages by 50', async () => {
    actAs(PERSONA.tenantAdmin);
    for (let i = 0; i < 60; i++)
      await db.policyHistory.create({
        id: `ph-test-${i}`,
        policyId: 'policy-usda-legacy-mail',
        orgId: 'org-usda',
        status: i % 2 ? 'UPDATED' : 'NEW',
        action: 'Saved',
        dateTime: new Date(SEED_NOW + i * 60_000).toISOString(),
        updatedByFullName: 'Daniel Okafor',
        updatedByEmail: PERSONA.tenantAdmin,
      });
    const ask = { orgId: 'org-usda', policyId: 'policy-usda-legacy-mail' };
    const first = await callApi(statusHistoryEndpoint, ask);
    expect(first.items).toHaveLength(50);
    expect(first.itemCount).toBe(61);
    expect(first.items[0].dateTime).toBe(new Date(SEED_NOW + 59 * 60_000).toISOString());
    const second = await callApi(statusHistoryEndpoint, { ...ask, pageToken: first.nextPageKey });
    expect(second.items).toHaveLength(11);
    expect(second.nextPageKey).toBeNull();
    expect((await failure(callApi(statusHistoryEndpoint, { ...ask, policyId: 'nope' })))?.errors[0].field).toBe(
      'policyId',
    );
  });
});

describe('policy managers (approver candidates)', () => {
  it("lists the organization's active policy managers except the caller", async () => {
    actAs(PERSONA.tenantAdmin);
    const asDaniel = await callApi(policyManagerListEndpoint, { orgId: 'org-usda', roles: ['policyManager'] });
    const emails = asDaniel.items.map((m) => m.email);
    expect(emails).toContain(PERSONA.policyApprover);
    expect(emails).not.toContain(PERSONA.tenantAdmin);
    const expected = db.users
      .all()
      .filter(
        (u) =>
          u.orgId === 'org-usda' &&
          u.status === 'Active' &&
          u.roles.includes('policyManager') &&
          u.email !== PERSONA.tenantAdmin,
      );
    expect(emails.sort()).toEqual(expected.map((u) => u.email).sort());

    actAs(PERSONA.policyApprover);
    const asRuth = await callApi(policyManagerListEndpoint, { orgId: 'org-usda', roles: ['policyManager'] });
    expect(asRuth.items.map((m) => m.email)).toContain(PERSONA.tenantAdmin);
    expect(asRuth.items.map((m) => m.email)).not.toContain(PERSONA.policyApprover);

    const one = await callApi(policyManagerListEndpoint, { orgId: 'org-usda', roles: ['policyManager'], pageSize: 1 });
    expect(one.items).toHaveLength(1);
    expect(one.nextPageKey).not.toBeNull();
  });
});
