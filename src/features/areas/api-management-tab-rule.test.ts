import { describe, expect, it, vi } from 'vitest';
import type { Organization } from '@/api/organizations/contract';
import type { Principal } from '@/api/roles';
import { config } from '@/config/env';
import { organizationTabs } from './area-tabs';
import { testOrganization } from './test-organization';

// A mutable copy, so one file can ask as either build.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, config: { ...actual.config } };
});
const asBuild = (orgType: 'CI' | 'FCEB') => void ((config as { orgType: string }).orgType = orgType);

const org = testOrganization;
const labor = org({});
const tenant = (roles: string[]): Principal => ({ orgName: labor.orgName, role: 'User', roles });
const globalUser: Principal = { orgName: 'Global', role: 'Admin', roles: ['apiManager'] };

const apiTab = (principal: Principal, selected: Organization) =>
  organizationTabs({ principal, selected }).find((tab) => tab.label === 'API Management');

describe('the API Management tab (spec 1 §6)', () => {
  it('is active for the tenant API Manager of an account-linked federal civilian organization', () => {
    asBuild('FCEB');
    expect(apiTab(tenant(['apiManager']), labor)).toMatchObject({ to: '/organizations/APIManagement' });
    expect(apiTab(tenant(['apiManager']), labor)?.disabled).toBeFalsy();
  });

  it('is disabled for global users and hidden from tenants without the role', () => {
    asBuild('FCEB');
    expect(apiTab(globalUser, labor)?.disabled).toBe(true);
    expect(apiTab(tenant(['userManager', 'configurationManager']), labor)).toBeUndefined();
  });

  it('is hidden for Global, organizations without an account or of another type, and in the CI build', () => {
    asBuild('FCEB');
    const apiManager = tenant(['apiManager']);
    expect(apiTab(globalUser, org({ orgName: 'Global', orgType: 'Global', accountId: null }))).toBeUndefined();
    expect(apiTab(apiManager, org({ accountId: null }))).toBeUndefined();
    expect(apiTab(apiManager, org({ orgType: 'CI' }))).toBeUndefined();
    asBuild('CI');
    expect(apiTab(apiManager, labor)).toBeUndefined();
    expect(apiTab(globalUser, labor)).toBeUndefined();
  });
});
