import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

const listsTable = (page: Page) => page.getByRole('table', { name: /^Distribution Lists of / });
const emailInputs = (page: Page) => page.getByRole('textbox', { name: /^Email Address, recipient/ });
const commentInputs = (page: Page) => page.getByRole('textbox', { name: /^Comment, recipient/ });

test('a tenant configuration manager adds a list, edits its recipients and deletes an unused list', async ({
  page,
}) => {
  // Daniel Okafor is Agriculture's Admin with configurationManager among his roles (seed personas).
  await signInAs(page, personas.agencyAdmin, '/organizations/dist');
  await expect(listsTable(page)).toContainText('USDA Security Operations');
  await keepScreen(page, 'test-results/screens/distribution-lists-tab.png');

  await page.getByRole('link', { name: 'Add New List' }).click();
  await expect(page.getByRole('heading', { name: 'Distribution List Information' })).toBeVisible();
  await page.getByLabel('Distribution Name').fill('Incident Bridge');
  await page.getByLabel('Distribution Description').fill('Who joins the incident bridge');
  await emailInputs(page).first().fill('bridge@usda.gov');
  await commentInputs(page).first().fill('Bridge line');
  await page.getByRole('button', { name: 'Add Recipient' }).click();
  await emailInputs(page).nth(1).fill('duty.officer@usda.gov');
  await commentInputs(page).nth(1).fill('Duty officer');
  await keepScreen(page, 'test-results/screens/distribution-list-page.png');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Distribution list created or updated')).toBeVisible();
  await expect(page).toHaveURL(/\/organizations\/dist(\?|$)/);

  await page.getByPlaceholder('Search for distribution list').fill('bridge');
  await expect(listsTable(page).getByRole('row')).toHaveCount(2);
  await listsTable(page).getByRole('link', { name: 'View List Incident Bridge' }).click();
  await expect(emailInputs(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove recipient 2 (duty.officer@usda.gov)' }).click();
  await expect(emailInputs(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove recipient/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Distribution list created or updated').first()).toBeVisible();
  await page.getByPlaceholder('Search for distribution list').fill('bridge');
  // The Recipients column counts what is left.
  await expect(
    listsTable(page)
      .getByRole('row', { name: /Incident Bridge/ })
      .getByRole('cell', { name: '1', exact: true }),
  ).toBeVisible();

  // No alert set uses the new list, so it can go.
  await listsTable(page).getByRole('button', { name: 'Delete Incident Bridge' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Distribution List' });
  await expect(confirm).toContainText('Incident Bridge');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Distribution List deleted.')).toBeVisible();
  await expect(listsTable(page)).toContainText('No Records Found');
});

test("a read-only agency user sees Energy's lists without changing them", async ({ signedIn }) => {
  const page = await signedIn(personas.tenantUser);
  await openInApp(page, '/organizations/dist');
  await expect(listsTable(page)).toContainText('DOE Cyber Operations');
  await expect(page.getByRole('link', { name: 'Add New List' })).toHaveCount(0);
  await expect(listsTable(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await listsTable(page).getByRole('link', { name: 'View List DOE Cyber Operations' }).click();
  await expect(page.getByLabel('Distribution Name')).toHaveValue('DOE Cyber Operations');
  await expect(page.getByLabel('Distribution Name')).toBeDisabled();
  await expect(emailInputs(page).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Recipient' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to My Organization' })).toBeVisible();
  // The page goes back to the worker's pool for the next read-only test.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(listsTable(page)).toBeVisible();
});
