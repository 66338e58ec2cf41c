import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seededOrganization, seededUsers } from '../../../../tests/setup/seed';
import { listName } from './user-display';

useScreenTests();

/** The Name column of the users table of the organization, once its first page has arrived. */
async function namesListed(orgId: string) {
  const table = await screen.findByRole('table', { name: `Users of ${seededOrganization(orgId).displayName}` });
  return waitFor(() => {
    // A user's row has a cell per column; an opened row's details are one cell across them, and
    // the placeholder rows shown while the page loads have no name.
    const names = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every(Boolean)).toBe(true);
    return names;
  });
}

describe('User Management, as each persona sees it', () => {
  it("shows a tenant administrator their organization's seeded users, first by last name, and Add New User", async () => {
    await renderRoute('/organizations/users', { persona: 'daniel' });
    const names = await namesListed('org-usda');
    const seeded = seededUsers('org-usda').map(listName);
    const first = seeded.toSorted((a, b) => a.localeCompare(b))[0];
    expect(names.length).toBe(Math.min(10, seeded.length));
    for (const name of names) expect(seeded).toContain(name);
    expect(names[0]?.split(',')[0]).toBe(first?.split(',')[0]);
    expect(screen.getByRole('link', { name: 'Add New User' })).toBeInTheDocument();
  });

  it('offers a tenant user without User Manager the list but no Add New User', async () => {
    await renderRoute('/organizations/users', { persona: 'hannah' });
    const names = await namesListed('org-doe');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(seededUsers('org-doe').map(listName)).toContain(name);
    expect(screen.queryByRole('link', { name: 'Add New User' })).toBeNull();
  });
});

/**
 * As the tenant administrator, opens a row action on an active colleague (not their own user) and
 * returns the dialog and the name of the row's Actions button.
 */
async function openRowAction(item: string, dialogName: string) {
  await renderRoute('/organizations/users', { persona: 'daniel' });
  await namesListed('org-usda');
  const table = screen.getByRole('table', { name: `Users of ${seededOrganization('org-usda').displayName}` });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes('Active') && !r.textContent.includes('Okafor'));
  if (!row) throw new Error('The first page has no active colleague');
  const actions = within(row).getByRole('button', { name: /^Actions for / });
  const user = userEvent.setup();
  await user.click(actions);
  await user.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { user, dialog, actionsName: actions.getAttribute('aria-label')! };
}

describe('Focus after a row action (WCAG 2.4.3)', () => {
  it("returns to the row's Actions button after Disable User", async () => {
    const { user, dialog, actionsName } = await openRowAction('Disable User', 'Disable User');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('User disabled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable User' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: actionsName })).toHaveFocus());
  });

  it('goes to the search box after Delete User, the row and its button being gone', async () => {
    const { user, dialog, actionsName } = await openRowAction('Delete User', 'Delete User');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: actionsName })).toBeNull());
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
  });
});

describe("A row's Actions menu, mounted on first use", () => {
  it('opens from the keyboard on the first press, and Escape brings focus back to its button', async () => {
    await renderRoute('/organizations/users', { persona: 'daniel' });
    await namesListed('org-usda');
    const buttons = screen.getAllByRole('button', { name: /^Actions for / });
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    const name = buttons[0].getAttribute('aria-label')!;
    const user = userEvent.setup();
    buttons[0].focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View User Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
  });
});

describe('Arriving at a tab from a page of the area outside the tabs', () => {
  it('opens the tab asked for, not the first one (User Details to All Sources)', async () => {
    const { router } = await renderRoute('/organizations/user/view?orgId=org-global&email=marcus.reed%40cisa.dhs.gov', {
      persona: 'olivia',
    });
    expect(await screen.findByRole('heading', { name: 'User Details', level: 1 })).toBeInTheDocument();
    await router.navigate({ to: '/organizations/sources' });
    expect(await screen.findByRole('tab', { name: 'All Sources', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizations/sources');
  });
});
