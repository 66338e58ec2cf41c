import { personaEmail, renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { db } from '@mock/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { palette } from './command-palette';

useScreenTests();

async function openPalette() {
  act(() => palette.open());
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  return within(dialog);
}

const optionNames = (inPalette: ReturnType<typeof within>) =>
  inPalette
    .queryAllByRole('option')
    .map((option: HTMLElement) => option.querySelector('.mantine-Spotlight-actionLabel')?.textContent ?? '');

describe('the command palette', () => {
  it('offers a read-only user their screens and no Add New User', async () => {
    await renderRoute('/dashboard', { persona: 'tenantReadOnly' });
    const inPalette = await openPalette();
    await waitFor(() => expect(optionNames(inPalette)).toContain('Dashboard'));
    const names = optionNames(inPalette);
    expect(names).toContain('Open demo controls');
    expect(names).not.toContain('Add New User');
    expect(names).not.toContain('Add New Policy');
    // Hannah reads her organization; the onboarding and access-request screens are for global operators.
    expect(names).not.toContain('Add New Organization');
    expect(names).not.toContain('Access Requests');
  });

  it('offers a global administrator Add New User, Add New Organization and Access Requests', async () => {
    await renderRoute('/dashboard', { persona: 'globalAdmin' });
    const inPalette = await openPalette();
    await waitFor(() => expect(optionNames(inPalette)).toContain('Add New User'));
    expect(optionNames(inPalette)).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Policy Editor',
        'User Management',
        'Add New Organization',
        'Access Requests',
      ]),
    );
  });

  it('shows only the dashboard, the profile and the demo controls to a user with no roles', async () => {
    await renderRoute('/dashboard', { persona: 'noRoles' });
    const inPalette = await openPalette();
    await waitFor(() => expect(optionNames(inPalette)).toEqual(['Dashboard', 'Profile', 'Open demo controls']));
  });

  it('finds a user of the viewed organization by name and opens them', async () => {
    const { router } = await renderRoute('/dashboard', { persona: 'tenantAdmin' });
    const daniel = db.users.all().find((user) => user.email === personaEmail('tenantAdmin'))!;
    const colleague = db.users
      .all()
      .find((user) => user.orgId === daniel.orgId && user.email !== daniel.email && user.lastName.length > 3)!;
    const inPalette = await openPalette();
    const user = userEvent.setup();
    await user.type(inPalette.getByRole('combobox'), colleague.lastName);
    const option = await inPalette.findByRole('option', {
      name: new RegExp(`${colleague.firstName} ${colleague.lastName}`),
    });
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/user/view'));
    expect(router.state.location.search).toMatchObject({ orgId: daniel.orgId, email: colleague.email });
  });

  it('keeps the option chosen while a longer search loads, so Enter opens it', async () => {
    const { router } = await renderRoute('/dashboard', { persona: 'tenantAdmin' });
    const inPalette = await openPalette();
    const user = userEvent.setup();
    const search = inPalette.getByRole('combobox');
    await user.type(search, 'Castel');
    const ruth = await inPalette.findByRole('option', { name: /^Ruth Castellanos/ });
    // More letters: the list of the shorter search stays while the longer one is asked for.
    await user.type(search, 'lanos');
    await waitFor(() => expect(ruth).toHaveAttribute('data-selected'));
    expect(inPalette.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    await waitFor(() => expect(inPalette.queryByRole('status', { name: 'Searching' })).not.toBeInTheDocument());
    expect(inPalette.getByRole('option', { name: /^Ruth Castellanos/ })).toHaveAttribute('data-selected');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/user/view'));
    expect(router.state.location.search).toMatchObject({ email: personaEmail('policyApprover') });
  });

  it('narrows the screens and actions to the words typed', async () => {
    await renderRoute('/dashboard', { persona: 'tenantAdmin' });
    const inPalette = await openPalette();
    await userEvent.setup().type(inPalette.getByRole('combobox'), 'add new');
    await waitFor(() =>
      expect(optionNames(inPalette)).toEqual(expect.arrayContaining(['Add New User', 'Add New Policy'])),
    );
    expect(optionNames(inPalette)).not.toContain('Dashboard');
  });
});
