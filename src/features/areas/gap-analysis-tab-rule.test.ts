import { describe, expect, it, vi } from 'vitest';
import type { Organization } from '@/api/organizations/contract';
import type { Principal } from '@/api/roles';
import { config } from '@/config/env';
import { threatTabs } from './area-tabs';
import { testOrganization } from './test-organization';

// A mutable copy, so one file can ask as several builds.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, config: { ...actual.config } };
});
const build = (orgType: 'CI' | 'FCEB', gapAnalysisEnabled: boolean) =>
  Object.assign(config as { orgType: string; gapAnalysisEnabled: boolean }, { orgType, gapAnalysisEnabled });

const labor = testOrganization();
const global: Organization = { ...labor, orgId: 'org-global', orgName: 'Global', displayName: 'Global' };
const analyst: Principal = { orgName: labor.orgName, role: 'User', roles: ['tenantReportingViewer'] };

const gapTab = (selected: Organization) =>
  threatTabs({ principal: analyst, selected }).find((tab) => tab.label === 'Policy Gap Analysis');

describe('the Policy Gap Analysis tab (spec 2 §2.3)', () => {
  it('shows for a non-Global organization in the federal civilian build while the feature flag is on', () => {
    build('FCEB', true);
    expect(gapTab(labor)).toMatchObject({ to: '/threats/policy-gap-analysis' });
  });

  it('is hidden when the feature flag is off, for the Global organization and in the critical-infrastructure build', () => {
    build('FCEB', false);
    expect(gapTab(labor)).toBeUndefined();
    build('FCEB', true);
    expect(gapTab(global)).toBeUndefined();
    build('CI', true);
    expect(gapTab(labor)).toBeUndefined();
  });
});
