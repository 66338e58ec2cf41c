import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MainNav, navItemsFor } from './main-nav';
import { renderInLayout } from '../../../tests/setup/render';
import { signInAs, signInAsGlobalAdmin, signOutOfStore } from '../../../tests/setup/session-store';

afterEach(() => signOutOfStore());

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('MainNav', () => {
  it('shows every area to a tenant admin, with My Organization', async () => {
    signInAs();
    await renderInLayout(<MainNav />);
    expect(linkNames()).toEqual(['Dashboard', 'DNS Logs', 'Policy Editor', 'Threat Analysis', 'My Organization']);
    expect(screen.getByRole('link', { name: 'DNS Logs' })).toHaveAttribute('href', '/logs/viewer');
    expect(screen.getByRole('link', { name: 'Threat Analysis' })).toHaveAttribute('href', '/threats/dns-logs-analysis');
    expect(screen.getByRole('link', { name: 'My Organization' })).toHaveAttribute('href', '/organizations/users');
  });

  it('shows Organizations to a global user', async () => {
    signInAsGlobalAdmin();
    await renderInLayout(<MainNav />);
    expect(screen.getByRole('link', { name: 'Organizations' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'My Organization' })).not.toBeInTheDocument();
  });

  it('hides DNS Logs from a user without a reporting role', async () => {
    signInAs({ role: 'User', roles: 'policyManager' });
    await renderInLayout(<MainNav />);
    expect(linkNames()).toEqual(['Dashboard', 'Policy Editor', 'Threat Analysis', 'My Organization']);
  });

  it('shows only the dashboard to a user with no roles', async () => {
    signInAs({ role: '', roles: '' });
    await renderInLayout(<MainNav />);
    expect(linkNames()).toEqual(['Dashboard']);
  });

  it('marks the area of the current page, including its other tabs', async () => {
    signInAs();
    await renderInLayout(<MainNav />, { path: '/logs/audit' });
    expect(screen.getByRole('link', { name: 'DNS Logs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('moves the mark when the user navigates', async () => {
    signInAs();
    const { router } = await renderInLayout(<MainNav />, { path: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Policy Editor' }));

    expect(router.state.location.pathname).toBe('/policy-editor');
    expect(await screen.findByRole('link', { name: 'Policy Editor', current: 'page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing when nobody is signed in', async () => {
    await renderInLayout(<MainNav />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('gives a base-role User with an empty roles list the Dashboard only', () => {
    expect(navItemsFor({ orgName: 'USDA', role: 'User', roles: [] }).map((i) => i.label)).toEqual(['Dashboard']);
  });
});
