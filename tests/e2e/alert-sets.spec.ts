import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothSchemes } from './support/axe';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

const FORM = '/organizations/alert-set/form';

/** Opens a multi-select by its label and picks an entry (the first one matching when `option` is a pattern). */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('an agency admin builds a DNS Events set and finds it listed', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin);
  await openInApp(page, `${FORM}?orgId=org-usda&alertType=DNS%20Events`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Alert Set' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Playwright Blocks');
  await page.getByRole('textbox', { name: 'Description' }).fill('Blocked lookups on every source set');
  await choose(page, 'Distribution Lists', /^(?!All )/);
  const policyAlert = page.getByRole('region', { name: 'Policy Alert' });
  await policyAlert.getByRole('switch', { name: /Alert on policy decisions/ }).check({ force: true });
  await policyAlert.getByRole('checkbox', { name: 'Block' }).check();
  await choose(page, 'Policies', /^(?!All )/);
  await choose(page, 'Source Sets', 'All Source Sets');
  await choose(page, 'Authorized Sources', 'All Authorized Sources');
  await expect(policyAlert.getByRole('radio', { name: 'Match' })).toBeChecked();
  await keepScreen(page, 'test-results/screens/alert-set-create.png');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alert set created.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/organizations/alert-set');
  await expect(page.getByRole('table')).toContainText('Playwright Blocks');
});

test('a customer manager edits another organization’s set; leaving unsaved asks first', async ({ page }) => {
  await signInAs(page, personas.customerManager);
  const address = `${FORM}?orgId=org-usda&alertSetId=as-usda-3&alertType=System%20Events`;
  await openInApp(page, address);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Alert Set' })).toBeVisible();
  const onboarding = page.getByRole('switch', { name: /Onboarding/ });
  await expect(onboarding).not.toBeChecked();
  await onboarding.check({ force: true });

  await page.getByRole('button', { name: 'Cancel' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toContainText('You have unsaved changes. Are you sure you want to leave?');
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(prompt).toBeHidden();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alert set updated.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/organizations/alert-set');
  await openInApp(page, address);
  await expect(page.getByRole('switch', { name: /Onboarding/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Service Downage/ })).toBeChecked();
});

test('a read-only agency user views a set', async ({ signedIn }) => {
  const page = await signedIn(personas.tenantUser);
  await openInApp(page, `${FORM}?orgId=org-doe&alertSetId=as-doe-1&alertType=DNS%20Events`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Set Details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Lab Blocks and Overrides');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  await expect(page.getByRole('checkbox', { name: 'Block' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await keepScreen(page, 'test-results/screens/alert-set-view.png');
  // The view's disabled switches and checkboxes still read On / Off and keep AA contrast.
  await expectNoAxeViolationsInBothSchemes(page, 'the alert set form in view mode');
  // Back to the list, so the shared page leaves this screen for the next test.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/organizations/alert-set');
});

test('seeded alert sets fire into the outbox on the mock’s clock, to the recipients of their lists', async ({
  page,
}) => {
  const alerts = () =>
    page.evaluate(async () =>
      (await window.__pdnsMock!.outbox())
        .filter((mail) => mail.subject === 'Alert: Malware Blocks (Agriculture)')
        .map((mail) => ({ to: mail.to, body: mail.body })),
    );
  await signInAs(page, personas.agencyAdmin);
  await openInApp(page, '/organizations/alert-set');
  // The first signed-in call evaluated the latest complete hour.
  const row = page.getByRole('row').filter({ hasText: 'Malware Blocks' });
  await expect(row).not.toContainText('Never');
  const first = await alerts();
  expect(first).toHaveLength(1);
  expect(first[0]!.to).toEqual(['soc@usda.gov', 'daniel.okafor@usda.gov', 'ruth.castellanos@usda.gov']);
  expect(first[0]!.body).toMatch(/Provider policy alert: [1-9][\d,]* matching queries/);

  // An hour later on the mock's clock, the next hour is evaluated once.
  await page.evaluate(() => window.__pdnsMock!.clock.advance(3_600_000));
  await expect.poll(async () => (await alerts()).length).toBe(2);
});
