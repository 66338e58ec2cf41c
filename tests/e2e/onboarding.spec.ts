import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

async function startOnboarding(page: Page, persona: string) {
  await signInAs(page, persona, '/organizations/users');
  await page.getByRole('link', { name: 'Add New Organization' }).click();
  await expect(page).toHaveURL(/\/organizations\/onboard$/);
}

const chooseOrganization = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: 'Organization Name and Acronym' }).click();
  await page.getByRole('option', { name: label }).click();
};

test('a customer manager onboards an organization end to end and finds it in the dropdown', async ({ page }) => {
  test.setTimeout(90_000);
  await startOnboarding(page, personas.customerManager);
  await expect(page.getByText('Set organization information')).toBeVisible();
  await expect(page.getByText('Assign user')).toBeVisible();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Organization Name and Acronym is required.')).toBeVisible();
  await expect(page.getByText('Display Name is required')).toBeVisible();

  await chooseOrganization(page, 'Department of Veterans Affairs - VA');
  await page.getByRole('textbox', { name: 'Display Name' }).fill('Veterans Affairs');

  await page.getByRole('button', { name: 'Add Management Network' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Management Network' });
  await dialog.getByLabel('CIDR').fill('10.80.0.0/16');
  await dialog.getByLabel('Description').fill('VA management LAN');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Management Network' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Management Network' });
  await dialog.getByLabel('CIDR').fill('10.80.1.1/16');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This network already exists: VA management LAN')).toBeVisible();
  await dialog.getByLabel('CIDR').fill('2001:db8:80::/48');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const networks = page.getByRole('table', { name: 'Management Networks' });
  await expect(networks.getByRole('row')).toHaveCount(3);
  await page.getByPlaceholder('Search for management network').fill('lan');
  await expect(networks.getByRole('row')).toHaveCount(2);
  await keepScreen(page, 'test-results/screens/onboarding-step-1.png');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/organizations\/onboard\/contact$/);
  // A reload between the steps keeps step 1, and Back shows it again.
  await page.reload();
  // The reload signs the persona in again first, which is slow on a busy machine.
  await expect(page.getByText('Department of Veterans Affairs - VA')).toBeVisible({ timeout: 25_000 });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Veterans Affairs');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Flores');
  await page.getByLabel('Email Address').fill('Ana.Flores@VA.gov');
  await page.getByLabel('Phone Number').fill('202-555-0142');
  await keepScreen(page, 'test-results/screens/onboarding-step-2.png');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('The Department of Veterans Affairs has been added as an organization.')).toBeVisible();
  await expect(page).toHaveURL(/\/organizations\/users$/);
  const dropdown = page.getByRole('combobox', { name: 'Organization' });
  await dropdown.click();
  await page.getByRole('option', { name: 'Veterans Affairs', exact: true }).click();
  await expect(page.getByText(/You are viewing Veterans Affairs/)).toBeVisible();
  await page.getByRole('tab', { name: 'Organization Information' }).click();
  await expect(page.getByRole('table', { name: 'Management Networks' })).toContainText('2001:db8:80::/48');
});

test('onboarding asks before leaving with unsaved changes, and a missing draft sends the user back', async ({
  page,
}) => {
  await startOnboarding(page, personas.globalAdmin);
  await page.getByRole('textbox', { name: 'Display Name' }).fill('Transportation');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toContainText('You have unsaved changes. Are you sure you want to leave?');
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/organizations\/onboard$/);

  await chooseOrganization(page, 'Department of Transportation - DOT');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/contact$/);
  // Another tab finished or cancelled this onboarding.
  await page.evaluate(() => sessionStorage.clear());
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Cole');
  await page.getByLabel('Email Address').fill('dana.cole@dot.gov');
  await page.getByLabel('Phone Number').fill('2025550143');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An unexpected error has occurred. Please enter organization info again.')).toBeVisible();
  await expect(page).toHaveURL(/\/organizations\/onboard$/);
});

test('only global operators with the permission, viewing Global, see Add New Organization', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin, '/organizations/users');
  await expect(page.getByRole('heading', { name: 'My Organization' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Organization' })).toHaveCount(0);
});
