import { describe, expect, it } from 'vitest';
import { activeTab, alertSetFormSearch, alertSetTabs } from './alert-set-tabs';

const orgs = ['org-global', 'org-gsa', 'org-epa', 'org-nasa'].map((orgId) => ({ orgId }));
const ids = (list: { orgId: string }[]) => list.map((org) => org.orgId);

describe('alert set tabs', () => {
  it('gives a member of several organizations one tab each, the viewed one first', () => {
    const member = orgs.slice(1);
    expect(ids(alertSetTabs(member, 'org-epa', 'org-gsa'))).toEqual(['org-epa', 'org-gsa', 'org-nasa']);
  });

  it('gives a global user a tab for every organization, the viewed one and their own first, once each', () => {
    expect(ids(alertSetTabs(orgs, 'org-nasa', 'org-global'))).toEqual(['org-nasa', 'org-global', 'org-gsa', 'org-epa']);
    expect(ids(alertSetTabs(orgs, 'org-global', 'org-global'))).toEqual([
      'org-global',
      'org-gsa',
      'org-epa',
      'org-nasa',
    ]);
  });

  it('opens the tab the address names, or the first when it names no tab', () => {
    const tabs = alertSetTabs(orgs.slice(1), 'org-gsa', 'org-gsa');
    expect(activeTab(tabs, 'org-nasa')?.orgId).toBe('org-nasa');
    expect(activeTab(tabs, 'org-global')?.orgId).toBe('org-gsa');
    expect(activeTab(tabs, undefined)?.orgId).toBe('org-gsa');
  });

  it('addresses the form with the organization, the type and, for an existing set, its id', () => {
    expect(alertSetFormSearch('org-usda', 'System Events')).toEqual({ orgId: 'org-usda', alertType: 'System Events' });
    expect(alertSetFormSearch('org-usda', 'DNS Events', 'as-usda-1')).toEqual({
      orgId: 'org-usda',
      alertSetId: 'as-usda-1',
      alertType: 'DNS Events',
    });
  });
});
