// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  PENDING_STATUSES,
  type Policy,
  pendingPolicyListEndpoint,
  policyGetEndpoint,
  policyListEndpoint,
} from '../../src/api/policies/contract';
import { clock } from '../core/clock';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { precedenceOf } from './policy-store';

useMockApi();
afterEach(() => clock.useRealTime());

const ACTIVE = ['ENFORCING', 'DISABLED', 'PENDING_ENABLE', 'PENDING_DISABLE'];

async function everyPage(orgId: string, statusFilterType: 'PENDING' | 'ACTIVE', pageSize = 4): Promise<Policy[]> {
  const all: Policy[] = [];
  let pageToken: string | null | undefined = undefined;
  do {
    const page: { items: Policy[]; nextPageKey?: string | null } = await callApi(policyListEndpoint, {
      orgId,
      statusFilterType,
      pageSize,
      pageToken,
    });
    all.push(...page.items);
    pageToken = page.nextPageKey;
  } while (pageToken);
  return all;
}

describe('policy list', () => {
  it("pages an organization's pending versions with the global ones, and the active ones apart", async () => {
    actAs(PERSONA.tenantAdmin);
    const first = await callApi(policyListEndpoint, { orgId: 'org-usda', pageSize: 4 });
    const pending = await everyPage('org-usda', 'PENDING');
    expect(pending).toHaveLength(first.itemCount);
    expect(new Set(pending.map((p) => p.id)).size).toBe(pending.length);
    expect(pending.every((p) => PENDING_STATUSES.includes(p.status))).toBe(true);
    expect(pending.every((p) => p.orgId === 'org-usda' || p.global)).toBe(true);
    expect(pending.map((p) => p.id)).toEqual(
      expect.arrayContaining(['policy-usda-social', 'policy-usda-weather', 'policy-usda-legacy-mail']),
    );

    const active = await everyPage('org-usda', 'ACTIVE');
    expect(active.every((p) => ACTIVE.includes(p.status))).toBe(true);
    expect(active.map((p) => p.id)).toEqual(
      expect.arrayContaining(['policy-usda-gambling', 'policy-usda-travel', 'policy-usda-ads', 'global-known-bad']),
    );
    expect(active.some((p) => p.orgId === 'org-doe' || p.orgId === 'org-nasa')).toBe(false);
    // The default order is newest change first.
    const times = active.map((p) => p.lastModified);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("redacts the provider's own policies for an agency, not for the Global organization", async () => {
    actAs(PERSONA.tenantAdmin);
    const active = await everyPage('org-usda', 'ACTIVE', 50);
    const knownBad = active.find((p) => p.id === 'global-known-bad')!;
    expect(knownBad).toMatchObject({
      name: 'Redacted',
      description: '',
      expression: [],
      sourceSetList: [],
      namedSourceSet: [],
      redacted: true,
      readOnly: true,
    });
    // Global - Commercial is not redacted.
    expect(active.find((p) => p.id === 'policy-gc-scam')).toMatchObject({
      name: 'Commercial Feed - Scam and Spam',
      redacted: false,
    });
    const search = await callApi(policyListEndpoint, {
      orgId: 'org-usda',
      statusFilterType: 'ACTIVE',
      searchString: 'Known Bad',
    });
    expect(search.itemCount).toBe(0);

    actAs(PERSONA.globalAdmin);
    const asProvider = await callApi(policyGetEndpoint, { orgId: 'org-global', id: 'global-known-bad' });
    expect(asProvider).toMatchObject({
      name: 'Known Bad Domains',
      redacted: false,
      precedence: 1,
      status: 'ENFORCING',
    });
    expect(asProvider.expression[0].selector).toBe('securityRiskCategory');
  });

  it('sorts by the flat action type, precedence and policy type, and searches names', async () => {
    actAs(PERSONA.tenantAdmin);
    const ask = (sortField: 'actionType' | 'precedence' | 'policyType', sortOrder: 'asc' | 'des' = 'asc') =>
      callApi(policyListEndpoint, {
        orgId: 'org-usda',
        statusFilterType: 'ACTIVE',
        pageSize: 100,
        sortField,
        sortOrder,
      });
    const byAction = (await ask('actionType')).items.map((p) => p.action.type);
    expect(byAction).toEqual([...byAction].sort());
    const byPrecedence = (await ask('precedence', 'des')).items.map((p) => p.precedence);
    expect(byPrecedence).toEqual([...byPrecedence].sort((a, b) => b - a));
    const types = (await ask('policyType')).items.map((p) =>
      !p.global ? 'Organization' : p.proprietary ? 'Global - Provider' : 'Global - Commercial',
    );
    expect(types).toEqual([...types].sort());

    const found = await callApi(policyListEndpoint, {
      orgId: 'org-usda',
      statusFilterType: 'ACTIVE',
      searchString: 'gambl',
    });
    expect(found.items.map((p) => p.id)).toEqual(['policy-usda-gambling']);
    expect((await failure(callApi(policyListEndpoint, { orgId: 'org-usda', sortField: 'orgId' as never })))?.key).toBe(
      ErrorKey.invalidRequest,
    );
  });

  it('answers the pending versions alone on pending-policy/list', async () => {
    actAs(PERSONA.policyApprover);
    const pending = await callApi(pendingPolicyListEndpoint, { orgId: 'org-usda', pageSize: 100 });
    const viaFilter = await callApi(policyListEndpoint, { orgId: 'org-usda', pageSize: 100 });
    expect(pending.items.map((p) => p.id)).toEqual(viaFilter.items.map((p) => p.id));
    // An enforcing policy edited since shows its pending version (UPDATED), so it is listed as pending.
    expect(pending.items.find((p) => p.id === 'policy-usda-lookalikes')?.status).toBe('UPDATED');
    // A list row carries its analysis's state, not its rows; policy.get sends them.
    const social = pending.items.find((p) => p.id === 'policy-usda-social')!;
    expect(social.analysisData).toMatchObject({
      queryExecutionStatus: 'SUCCESS',
      profilingInterval: '1 Week',
      items: [],
    });
    const got = await callApi(policyGetEndpoint, { orgId: 'org-usda', id: 'policy-usda-social' });
    expect(got.analysisData?.items.length).toBeGreaterThan(0);
    expect(got.analysisData?.items.every((item) => item.sourceset === got.namedSourceSet[0])).toBe(true);
  });

  it("refuses another organization's policy as not found at the field", async () => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(callApi(policyGetEndpoint, { orgId: 'org-usda', id: 'policy-nasa-gambling' }));
    expect(error?.errors[0]).toMatchObject({ key: ErrorKey.notFound, field: 'id' });
    expect(await callApi(policyGetEndpoint, { orgId: 'org-usda', id: 'policy-usda-social' })).toMatchObject({
      status: 'PENDING_APPROVAL',
      submittedBy: PERSONA.tenantAdmin,
      namedSourceSet: [expect.any(String)],
      precedence: precedenceOf({ global: false, proprietary: false, action: 'BLOCK' }),
    });
  });
});
