import { expect, test } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

const networksTable = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Management Networks' });

test('a tenant configuration manager adds, checks and deletes a management network', async ({ page }) => {
  // Daniel Okafor is Agriculture's Admin with configurationManager among his roles (seed personas).
  await signInAs(page, personas.agencyAdmin, '/organizations/organization-information');
  await expect(page.getByText('Department of Agriculture')).toBeVisible();
  await expect(page.getByText('USDA', { exact: true })).toBeVisible();
  await expect(networksTable(page).getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Add Management Network' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Management Network' });
  await dialog.getByLabel('CIDR').fill('192.0.2.0/33');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please use correct CIDR format')).toBeVisible();

  // The same network spelled with host bits: the service's duplicate check answers with its description.
  await dialog.getByLabel('CIDR').fill('10.16.9.9/20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This network already exists: USDA Headquarters management LAN')).toBeVisible();

  await dialog.getByLabel('CIDR').fill('192.0.2.0/24');
  await dialog.getByLabel('Description').fill('Playwright lab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Management network saved.')).toBeVisible();

  await page.getByPlaceholder('Search for management network').fill('playwright');
  await expect(networksTable(page).getByRole('row')).toHaveCount(2);
  await expect(networksTable(page)).toContainText('192.0.2.0/24');
  await keepScreen(page, 'test-results/screens/organization-information.png');

  await page.getByRole('button', { name: 'Delete Network 192.0.2.0/24' }).click();
  await page.getByRole('dialog', { name: 'Delete Network' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Management network deleted.')).toBeVisible();
  await expect(networksTable(page)).toContainText('No Records Found');
});

test('a read-only agency user sees the networks without add or delete', async ({ signedIn }) => {
  const page = await signedIn(personas.tenantUser);
  await openInApp(page, '/organizations/organization-information');
  await expect(networksTable(page)).toContainText('DOE Headquarters management LAN');
  await expect(page.getByRole('button', { name: 'Add Management Network' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete Network/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Display Name' })).toHaveCount(0);
  await page
    .getByRole('button', { name: /^View Network/ })
    .first()
    .click();
  const view = page.getByRole('dialog', { name: 'Management Network' });
  await expect(view.getByLabel('CIDR')).toHaveAttribute('readonly');
  // The page goes back to the worker's pool for the next read-only test.
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
});

test('a managed-service admin edits the organization, and leaving unsaved asks first', async ({ page }) => {
  await signInAs(page, 'Kevin Park', '/organizations/organization-information');
  const form = page.getByRole('region', { name: 'Managed Service Settings' });
  // Separation of duties: the organization's own admin sees the peer-approval setting but cannot waive it.
  const approval = form.getByRole('group', { name: 'Bypass Policy Peer Approval' });
  await expect(approval).toContainText('Yes');
  await expect(form.getByRole('checkbox', { name: 'Bypass Policy Peer Approval' })).toHaveCount(0);
  await form.getByLabel('Display Name').fill('Labor Managed DNS');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toContainText('You have unsaved changes. Are you sure you want to leave?');
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/organization-information/);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization information successfully updated.')).toBeVisible();
  await expect(page.getByText('Labor Managed DNS').first()).toBeVisible();
  await keepScreen(page, 'test-results/screens/managed-service-form.png');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/dashboard/);
});

test('an agency admin renames the organization with the display name modal', async ({ page }) => {
  await signInAs(page, 'Teresa Alvarez', '/organizations/organization-information');
  await page.getByRole('button', { name: 'Edit Display Name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Organization Display Name' });
  await dialog.getByLabel('Display Name').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Display Name').fill('Cascade Water Authority');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully changed the display name.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Cascade Water Authority' })).toBeVisible();
});
