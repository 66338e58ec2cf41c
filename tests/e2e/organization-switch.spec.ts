import { expect, test } from './support/fixtures';
import { expectConsole, personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

test('a multi-agency user switches organization and keeps it after a reload', async ({ page }) => {
  await signInAs(page, personas.multiAgency);
  const dropdown = page.getByRole('combobox', { name: 'Organization' });
  await expect(dropdown).toHaveValue(/^GSA$/);
  await dropdown.click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(3);
  await page.getByRole('option', { name: 'EPA', exact: true }).click();
  await expect(dropdown).toHaveValue('EPA');
  await expect(page.getByText(/You are viewing EPA/)).toBeVisible();

  await page.reload();
  await expectConsole(page);
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue('EPA');
  await expect(page.getByText(/You are viewing EPA/)).toBeVisible();
  await keepScreen(page, 'test-results/screens/multi-agency-other-org.png');
});

test('a global admin sees Global first and can view an agency', async ({ page }) => {
  await signInAs(page, personas.globalAdmin);
  const dropdown = page.getByRole('combobox', { name: 'Organization' });
  await dropdown.click();
  await expect(page.getByRole('option').first()).toHaveText(/Global/);
  await page.getByRole('option', { name: 'Agriculture', exact: true }).click();
  await expect(page.getByText(/You are viewing Agriculture/)).toBeVisible();
});

test('a customer manager approves an access request', async ({ page }) => {
  await signInAs(page, personas.customerManager);
  const banner = page.getByText(/You have (\d+) access requests pending/);
  const before = Number((await banner.textContent())!.match(/\d+/)![0]);
  await page.getByRole('link', { name: 'View Access Request' }).click();
  await expect(page.getByRole('heading', { name: 'Access Requests' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Pending access requests' }).getByRole('row');
  await expect(rows).toHaveCount(before + 1);
  await page
    .getByRole('button', { name: /^Approve access request from/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Approve access request' });
  await expect(dialog).toContainText('An email notification will be sent to the requestor.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Action was successfully completed')).toBeVisible();
  await expect(rows).toHaveCount(before);
});
