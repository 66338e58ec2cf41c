import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, waitFor, within } from '@testing-library/react';
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
