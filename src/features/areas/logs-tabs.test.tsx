import { renderRoute, useScreenTests } from '../../../tests/setup/render-route';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Organization } from '@/api/organizations/contract';
import type { Principal } from '@/api/roles';
import { defaultLogsTab, logsTabs } from './area-tabs';
import { testOrganization } from './test-organization';

useScreenTests();

const org = testOrganization;
const linked = org({});
const global = org({ orgId: 'org-global', orgName: 'Global', displayName: 'Global', accountId: null });
const admin = (roles: string[], orgName = 'Department of Labor'): Principal => ({ orgName, role: 'Admin', roles });
const user = (roles: string[]): Principal => ({ orgName: 'Department of Labor', role: 'User', roles });
const defaultOf = (principal: Principal, selected: Organization) =>
  defaultLogsTab(logsTabs({ principal, selected }), principal)?.label;

describe('the default Logs tab (spec 3 §1)', () => {
  it('is DNS Logs for the reporting roles, otherwise DNS Streams, otherwise the first usable tab', () => {
    expect(defaultOf(admin(['reportingManager']), linked)).toBe('DNS Logs');
    expect(defaultOf(user(['reportingViewer']), linked)).toBe('DNS Logs');
    expect(defaultOf(admin(['userManager']), linked)).toBe('DNS Streams');
    // DNS Streams is hidden on Global and disabled for a non-admin: the first usable tab instead.
    expect(defaultOf(admin(['globalUserManager'], 'Global'), global)).toBe('Scheduled Extracts');
    expect(defaultOf(user(['policyManager']), linked)).toBeUndefined();
    expect(logsTabs({ principal: user(['policyManager']), selected: linked })).toEqual([
      { label: 'DNS Streams', to: '/logs/dns-streams', disabled: true },
    ]);
  });

  it('makes DNS Streams active for a configuration manager, whom the service lets manage streams', () => {
    const manager = user(['configurationManager']);
    expect(logsTabs({ principal: manager, selected: linked })).toEqual([
      { label: 'DNS Streams', to: '/logs/dns-streams', disabled: false },
    ]);
    expect(defaultOf(manager, linked)).toBe('DNS Streams');
  });
});

const tabNames = async () => {
  const tabs = await screen.findByRole('tablist', { name: 'Logs sections' });
  return within(tabs)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
};

describe('the Logs tabs per persona', () => {
  it('gives the service administrator on Global Sinkhole Logs and Audit Logs, landing on DNS Logs', async () => {
    const { router } = await renderRoute('/logs', { persona: 'olivia' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logs/viewer'));
    expect(await tabNames()).toEqual(['DNS Logs', 'Scheduled Extracts', 'Sinkhole Logs', 'Audit Logs']);
  });

  it('gives an agency admin no Sinkhole Logs, its address opening his default tab, DNS Logs', async () => {
    const { router } = await renderRoute('/logs/sinkhole-logs', { persona: 'daniel' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logs/viewer'));
    expect(await tabNames()).toEqual(['DNS Logs', 'Scheduled Extracts', 'Audit Logs']);
  });
});
