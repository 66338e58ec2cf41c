import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';
import { filterPopover, pickFilterOption } from './support/user-filters';
import { keepScreen } from './support/screens';

async function viewOrganization(page: Page, name: string) {
  const dropdown = page.getByRole('combobox', { name: 'Organization' });
  await dropdown.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(dropdown).toHaveValue(name);
}

async function openUsers(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Organization/ })
    .click();
  await page.getByRole('tab', { name: 'User Management' }).click();
  await expect(usersTable(page).getByRole('row').nth(1)).toBeVisible();
}

// Whole workflows against the 10,000-user seed on a two-core machine: more time than a page check.
test.describe.configure({ timeout: 120_000 });

const usersTable = (page: Page) => page.getByRole('table', { name: /^Users of / });
const search = (page: Page) => page.getByPlaceholder('Search by name or email');

test('a global user manager adds a user with tenant roles to an agency and finds them in the list', async ({
  page,
}) => {
  await signInAs(page, personas.globalUserManager);
  await viewOrganization(page, 'Agriculture');
  await openUsers(page);
  await page.getByRole('link', { name: 'Add New User' }).click();
  await expect(page.getByRole('heading', { name: 'Add New User' })).toBeVisible();
  await expect(
    page.getByText('First and last name are needed for PIV card verification and registration.'),
  ).toBeVisible();
  // Tenant roles for an agency's users, names split on capitals; no service roles.
  await expect(page.getByRole('switch', { name: 'Policy Manager' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Global User Manager' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Email Address is required')).toBeVisible();

  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Quinn');
  await page.getByLabel('Email Address').fill('Pat.Quinn@gmail.com');
  await page.getByLabel('Phone Number').fill('(202) 555-0199');
  await page.getByLabel('Description').fill('Network engineer');
  await page.getByRole('switch', { name: 'Policy Manager' }).check({ force: true });
  await page.getByRole('switch', { name: 'Reporting Viewer' }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  // The server requires a government domain for agency users; the form shows it at the e-mail.
  await expect(page.getByText('A government email domain (.gov or .mil) is required.')).toBeVisible();

  await page.getByLabel('Email Address').fill('Pat.Quinn@USDA.gov');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Successfully Created')).toBeVisible();
  await expect(page).toHaveURL(/\/organizations\/users$/);
  await search(page).fill('quinn');
  const row = usersTable(page).getByRole('row', { name: /Quinn, Pat/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Network engineer');
  await expect(row).toContainText('Registered');
  await expect(row).toContainText('Agriculture');
  await row.getByRole('button', { name: /details/i }).click();
  await expect(page.getByText('pat.quinn@usda.gov')).toBeVisible();
  await keepScreen(page, 'test-results/screens/users-created.png');
});

test('a customer manager filters users by organization and status', async ({ page }) => {
  await signInAs(page, personas.customerManager);
  await openUsers(page);
  await page.getByRole('button', { name: 'Filter' }).click();
  const filters = filterPopover(page);
  await pickFilterOption(filters, 'Organization', 'Social Sec');
  await pickFilterOption(filters, 'Status', 'Suspended');
  await expect(filters).toContainText('Social Security');
  await keepScreen(page, 'test-results/screens/users-filter.png', { fullPage: false });
  await filters.getByRole('button', { name: 'Filter Users' }).click();
  await expect(page.getByRole('button', { name: 'Filter, 2 applied' })).toBeVisible();

  const rows = usersTable(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('Social Security');
  const count = await rows.count();
  for (let i = 1; i < count; i++) {
    const text = await rows.nth(i).textContent();
    if (!text?.includes('Social Security')) continue;
    expect(text).toContain('Suspended');
  }
  // Thousands of users in Social Security: paging comes from the server.
  await expect(page.getByText(/–\d+ of \d{2,}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Filter, 2 applied' }).click();
  await expect(filterPopover(page).getByRole('combobox', { name: 'Organization' })).toBeFocused();
  await filterPopover(page).getByRole('button', { name: 'Clear' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
});

test('a tenant user sees the users of their organization read-only', async ({ signedIn }) => {
  const page = await signedIn(personas.tenantUser);
  await openUsers(page);
  await expect(page.getByRole('heading', { name: 'My Organization' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Filter/ })).toHaveCount(0);
  await expect(usersTable(page).getByRole('columnheader', { name: 'Organization' })).toHaveCount(0);

  await usersTable(page)
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['View User Details']);
  await menu.getByRole('menuitem', { name: 'View User Details' }).click();
  await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();
  const details = page.getByRole('form', { name: 'User details' });
  await expect(details.getByRole('group', { name: 'First Name' })).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit User' })).toHaveCount(0);
  await keepScreen(page, 'test-results/screens/user-view-readonly.png');
});

test('an agency admin disables a user (Suspended) and enables them again (Active)', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin);
  await openUsers(page);
  await page.getByRole('button', { name: 'Filter' }).waitFor({ state: 'detached' });
  await search(page).fill('okafor');
  await usersTable(page)
    .getByRole('button', { name: /^Actions for Daniel Okafor/ })
    .click();
  // Nobody disables or deletes their own user.
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['View User Details', 'Edit User']);
  await page.keyboard.press('Escape');

  await search(page).fill('');
  const row = usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByText('Active', { exact: true }) })
    .filter({ hasNotText: 'Okafor' })
    .first();
  const name = (await row.getByRole('cell').nth(1).textContent())!;
  const target = usersTable(page).getByRole('row').filter({ hasText: name });
  await target.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Disable User' }).click();
  const disable = page.getByRole('dialog', { name: 'Disable User' });
  await expect(disable).toContainText('Their status becomes Suspended');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('User disabled')).toBeVisible();
  await expect(target).toContainText('Suspended');
  // The menu item has gone with its menu: focus is back on the row's Actions button.
  await expect(target.getByRole('button', { name: /^Actions for / })).toBeFocused();

  await target.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Enable User' }).click();
  await page.getByRole('dialog', { name: 'Enable User' }).getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('User enabled')).toBeVisible();
  await expect(target).toContainText('Active');
});

test('deleting a user needs DELETE typed, and the user leaves the list', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin);
  await openUsers(page);
  const firstRow = usersTable(page).getByRole('row').nth(1);
  const name = (await firstRow.getByRole('cell').nth(1).textContent())!;
  await firstRow.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(usersTable(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('leaving the user form with unsaved changes asks first', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin);
  await openUsers(page);
  await page.getByRole('link', { name: 'Add New User' }).click();
  await page.getByLabel('First Name').fill('Half');
  await page.getByRole('link', { name: 'Back to My Organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toContainText('You have unsaved changes. Are you sure you want to leave?');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Half');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/organizations\/users$/);
});
