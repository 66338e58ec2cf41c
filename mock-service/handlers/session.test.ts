// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  currentUserEndpoint,
  rulesOfBehaviorEndpoint,
  selectOrganizationEndpoint,
  signRulesOfBehaviorEndpoint,
  signedInEndpoint,
} from '../../src/api/session/contract';
import { config } from '../../src/config/env';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { findUser } from '../db/lookups';
import { CURRENT_RULES_VERSION } from '../db/rules-of-behavior';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

describe('session handlers', () => {
  it("returns the caller's attributes from the home record and organization", async () => {
    actAs(PERSONA.tenantAdmin);
    expect(await callApi(currentUserEndpoint, {})).toEqual({
      orgId: 'org-usda',
      orgName: 'Department of Agriculture',
      accountId: null,
      role: 'Admin',
      email: PERSONA.tenantAdmin,
      givenName: 'Daniel',
      familyName: 'Okafor',
      roles: 'userManager,configurationManager,policyManager,reportingManager,apiManager',
      orgType: 'FCEB',
      selectedOrgId: 'org-usda',
    });
    actAs(PERSONA.globalAdmin);
    expect((await callApi(currentUserEndpoint, {})).orgType).toBe(config.orgType);
    actAs(PERSONA.ciAdmin);
    expect((await callApi(currentUserEndpoint, {})).orgType).toBe('CI');
    actAs(PERSONA.mspAdmin);
    expect((await callApi(currentUserEndpoint, {})).accountId).toBe('418295730164');
    actAs(PERSONA.noRoles);
    expect(await callApi(currentUserEndpoint, {})).toMatchObject({ role: '', roles: '' });
  });

  it('records a sign-in for the caller only, completing a registration', async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 20, 9, 30));
    actAs('robert.hayes@ssa.gov');
    const result = await callApi(signedInEndpoint, { email: 'robert.hayes@ssa.gov', orgId: 'org-ssa' });
    expect(result).toEqual({ lastSignedIn: '2026-11-20T09:30:00.000Z' });
    expect(findUser('org-ssa', 'robert.hayes@ssa.gov')).toMatchObject({
      status: 'Active',
      internalStatus: 'CONFIRMED',
    });
    await expect(callApi(signedInEndpoint, { email: PERSONA.tenantAdmin, orgId: 'org-ssa' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('lets a multi-agency user switch to their organizations only', async () => {
    actAs(PERSONA.multiAgency);
    expect(await callApi(selectOrganizationEndpoint, { email: PERSONA.multiAgency, orgId: 'org-epa' })).toEqual({
      selectedOrgId: 'org-epa',
    });
    expect((await callApi(currentUserEndpoint, {})).selectedOrgId).toBe('org-epa');
    await expect(
      callApi(selectOrganizationEndpoint, { email: PERSONA.multiAgency, orgId: 'org-usda' }),
    ).rejects.toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
    await expect(
      callApi(selectOrganizationEndpoint, { email: PERSONA.multiAgency, orgId: 'org-nowhere' }),
    ).rejects.toMatchObject({
      status: 404,
      key: ErrorKey.notFound,
    });
  });

  it('keeps a tenant user on their own organization; a global user may view any', async () => {
    actAs(PERSONA.tenantReadOnly);
    await expect(
      callApi(selectOrganizationEndpoint, { email: PERSONA.tenantReadOnly, orgId: 'org-usda' }),
    ).rejects.toMatchObject({ status: 403 });
    actAs(PERSONA.globalUserManager);
    await expect(
      callApi(selectOrganizationEndpoint, { email: PERSONA.globalUserManager, orgId: 'org-crwa' }),
    ).resolves.toEqual({ selectedOrgId: 'org-crwa' });
    await expect(
      callApi(selectOrganizationEndpoint, { email: PERSONA.globalAdmin, orgId: 'org-crwa' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('reports and records the rules of behavior, accepting only the current version', async () => {
    actAs(PERSONA.rulesUnsigned);
    const who = { email: PERSONA.rulesUnsigned, orgId: 'org-nasa' };
    expect(await callApi(rulesOfBehaviorEndpoint, who)).toEqual({ ...who, mostRecentRulesOfBehaviorSigned: null });
    const stale = await callApi(signRulesOfBehaviorEndpoint, {
      ...who,
      mostRecentRulesOfBehaviorSigned: '0000000000000009',
    }).catch((e) => e);
    expect(stale).toMatchObject({ status: 400, key: ErrorKey.rulesVersion });
    expect(stale.errors[0].field).toBe('mostRecentRulesOfBehaviorSigned');
    await callApi(signRulesOfBehaviorEndpoint, { ...who, mostRecentRulesOfBehaviorSigned: CURRENT_RULES_VERSION });
    expect((await callApi(rulesOfBehaviorEndpoint, who)).mostRecentRulesOfBehaviorSigned).toBe(CURRENT_RULES_VERSION);
    expect(db.rulesOfBehavior.all().filter((r) => r.email === PERSONA.rulesUnsigned)).toHaveLength(1);
    await expect(
      callApi(rulesOfBehaviorEndpoint, { email: PERSONA.globalAdmin, orgId: 'org-nasa' }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
