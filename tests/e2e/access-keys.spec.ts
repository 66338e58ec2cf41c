import type { Page } from '@playwright/test';
import { expectNoAxeViolations, setColorScheme } from './support/axe';
import { fcebBaseURL } from './support/env';
import { useFcebBuild } from './support/fceb';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

const PATH = '/organizations/APIManagement';
const keysTable = (page: Page) => page.getByRole('table', { name: 'Access Keys' });
const apiTab = (page: Page) => page.getByRole('tab', { name: 'API Management' });

// Whole workflows with axe passes on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

test.describe('API Management in the federal civilian build @fceb', () => {
  useFcebBuild();

  test('the API Manager of Labor adds a key, copies its secret once, finds it and deletes it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fcebBaseURL });
    // Kevin Park is Labor's Admin with apiManager; Labor is account-linked and federal civilian.
    await signInAs(page, personas.mspAdmin, PATH);
    await expect(apiTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(keysTable(page).getByText('Expired').first()).toBeVisible();
    await expectNoAxeViolations(page, 'API Management');

    await page.getByRole('button', { name: 'Add New Access Key' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Access Key' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Value is required')).toBeVisible();
    await expectNoAxeViolations(page, 'Add New Access Key with its error');
    await form.getByLabel('Description').fill('Playwright SIEM forwarder');
    await form.getByRole('button', { name: 'Save' }).click();

    const created = page.getByRole('dialog', { name: 'Access Key Created' });
    await expect(page.getByText('Access Key successfully created.')).toBeVisible();
    await expect(created.getByText('This secret will not be shown again')).toBeVisible();
    const secret = await created.getByLabel('Secret Access Key', { exact: true }).inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9+/]{40}$/);
    await created.getByRole('button', { name: 'Copy Secret Access Key' }).click();
    await expect(created.getByRole('button', { name: 'Secret Access Key copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoAxeViolations(page, 'the new key with its secret');
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
    await expect(page.locator(`input[value="${secret}"]`)).toHaveCount(0);

    await page.getByPlaceholder('Search for access key').fill('Playwright');
    const row = keysTable(page).getByRole('row', { name: /Playwright SIEM forwarder/ });
    await expect(row).toContainText('Expires in 60 days');
    await expect(keysTable(page).getByRole('row')).toHaveCount(2);
    await keepScreen(page, 'test-results/screens/api-management.png');

    await setColorScheme(page, 'dark');
    await expectNoAxeViolations(page, 'API Management');
    await row.getByRole('button', { name: /^View Access Key/ }).click();
    const info = page.getByRole('dialog', { name: 'Access Key Information' });
    await expect(info.getByLabel('IAM Role ARN', { exact: true })).toHaveValue(
      'arn:aws:iam::418295730164:role/pdns-api-dol',
    );
    await expect(page.locator(`input[value="${secret}"]`)).toHaveCount(0);
    await expectNoAxeViolations(page, 'Access Key Information');
    await info.getByRole('button', { name: 'Close' }).first().click();

    await row.getByRole('button', { name: /^Delete Access Key/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Access Key' });
    await expectNoAxeViolations(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Access key deleted.')).toBeVisible();
    await expect(keysTable(page)).toContainText('No Records Found');
  });

  test('a global user sees the tab disabled; a Labor user without API Manager does not see it', async ({ page }) => {
    await signInAs(page, personas.globalAdmin);
    const dropdown = page.getByRole('combobox', { name: 'Organization' });
    await dropdown.click();
    await page.getByRole('option', { name: 'Labor', exact: true }).click();
    await expect(dropdown).toHaveValue('Labor');
    await openInApp(page, PATH);
    await expect(apiTab(page)).toBeDisabled();
    await expect(page).toHaveURL(/\/organizations\/users$/);

    // The global user manager takes API Manager away from Kevin Park, who then signs in.
    await openInApp(page, '/organizations/user/edit?orgId=org-dol&email=kevin.park%40dol.gov');
    await page.getByRole('switch', { name: 'API Manager' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User Successfully Updated')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    // Signed out before the next page load: a load while the sign-out is under way kept Olivia signed in (CI, once).
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await signInAs(page, personas.mspAdmin, '/organizations/users');
    await expect(page.getByRole('tab', { name: 'User Management' })).toBeVisible();
    await expect(apiTab(page)).toHaveCount(0);
    await openInApp(page, PATH);
    await expect(page).toHaveURL(/\/organizations\/users$/);
  });
});

test('the critical-infrastructure build has no API Management tab, even for Labor', async ({ signedIn }) => {
  const page = await signedIn(personas.mspAdmin);
  await openInApp(page, PATH);
  await expect(page).toHaveURL(/\/organizations\/users$/);
  await expect(page.getByRole('tab', { name: 'User Management' })).toBeVisible();
  await expect(apiTab(page)).toHaveCount(0);
});
