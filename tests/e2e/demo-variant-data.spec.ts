import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectConsole, personas, signInAs } from './support/session';

/*
 * The demo panel's "Variant and data" section as a presenter uses it: switch the build variant
 * at run time and back, then export the demo database, change it, refuse a bad file and import
 * the export (issue 17).
 */

// Each alone takes 25-40 s here; on a busy machine sign-in and the import's check take far longer.
test.describe.configure({ timeout: 150_000 });

const CI_TITLE = 'Protective DNS for Critical Infrastructure';
const FCEB_TITLE = 'Protective DNS Management Application';

async function openVariantSection(page: Page) {
  await page.getByRole('button', { name: 'DEMO DATA', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await panel.getByRole('tab', { name: 'Variant and data' }).click();
  return panel;
}

async function switchVariant(page: Page, orgType: string) {
  const panel = await openVariantSection(page);
  await panel.getByRole('radio', { name: orgType }).check();
  await panel.getByRole('button', { name: 'Switch variant' }).click();
  await expectConsole(page);
}

test('the build variant switches at run time, CI to FCEB and back, staying signed in', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin, '/threats/policy-coverage');
  const header = page.getByRole('banner');
  // The CI build disables Policy Coverage: its address lands on the area's first tab.
  await expect(page).toHaveURL(/\/threats\/dns-logs-analysis/);
  await expect(header.getByText('Critical Infrastructure')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Policy Coverage' })).toBeDisabled();

  await switchVariant(page, 'Federal civilian (FCEB)');
  await expect(page).toHaveURL(/\/threats\/dns-logs-analysis/);
  await expect(header.getByText('Critical Infrastructure')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`\\| ${FCEB_TITLE}$`));
  await page.getByRole('tab', { name: 'Policy Coverage' }).click();
  await expect(page.getByRole('textbox', { name: 'Indicator' })).toBeVisible();
  const panel = await openVariantSection(page);
  await expect(panel).toContainText('This demo runs as Federal civilian (FCEB).');
  await panel.getByRole('button', { name: 'Close demo controls' }).click();

  // Terms of Use are accepted once per page load, and the switch reloaded the page.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { level: 1, name: FCEB_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${personas.agencyAdmin},`) }).click();

  await switchVariant(page, 'Critical infrastructure (CI)');
  await expect(header.getByText('Critical Infrastructure')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`\\| ${CI_TITLE}$`));
  await expect(page.getByRole('tab', { name: 'Policy Coverage' })).toBeDisabled();
});

const pending = (count: number) => `You have ${count} access requests pending`;

test('export the demo data, refuse a bad file, and import the export back', async ({ page }) => {
  await signInAs(page, personas.customerManager);
  await expect(page.getByText(pending(3))).toBeVisible();

  let panel = await openVariantSection(page);
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export demo data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pdns-demo-data-CI-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await readFile(await file.path());
  expect(JSON.parse(exported.toString())).toMatchObject({ product: 'Protective DNS demo database', variant: 'CI' });
  await panel.getByRole('button', { name: 'Close demo controls' }).click();

  // A change after the export: one access request denied.
  await page.getByRole('link', { name: 'View Access Request' }).click();
  await page
    .getByRole('button', { name: /^Deny access request from/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Deny access request' }).getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('table', { name: 'Pending access requests' }).getByRole('row')).toHaveCount(3);
  await page.goto('/dashboard');
  await expect(page.getByText(pending(2))).toBeVisible();

  // A file cut short is refused with the reason, and nothing changes.
  panel = await openVariantSection(page);
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'cut-short.json',
    mimeType: 'application/json',
    buffer: exported.subarray(0, 4096),
  });
  const dialog = page.getByRole('dialog', { name: 'Import demo data' });
  await expect(dialog).toContainText('cut-short.json');
  await dialog.getByRole('button', { name: 'Import demo data' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file was not imported: The file is not valid JSON: it may be cut short, or not an export at all. Nothing was changed.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await panel.getByRole('button', { name: 'Close demo controls' }).click();
  await page.reload();
  await expectConsole(page);
  await expect(page.getByText(pending(2))).toBeVisible();

  // The export itself: the database is as it was, and the import signed the user out.
  panel = await openVariantSection(page);
  await panel.locator('input[type="file"]').setInputFiles({
    name: file.suggestedFilename(),
    mimeType: 'application/json',
    buffer: exported,
  });
  await dialog.getByRole('button', { name: 'Import demo data' }).click();
  // Checking and loading some 10,000 users in the worker, then the snapshot: seconds on a busy machine.
  await page.getByRole('button', { name: 'Accept' }).click({ timeout: 60_000 });
  await expect(page.getByText('The demo data was imported')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${personas.customerManager},`) }).click();
  await expect(page.getByText(pending(3))).toBeVisible();
});
