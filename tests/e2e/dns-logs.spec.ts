import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readCsvRecords } from '../../src/lib/read-csv';
import { waitForServiceWorker } from './support/app';
import { expectNoAxeViolationsInBothSchemes } from './support/axe';
import { expect, test, useServiceWorker } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { expectConsole, personas, reloadOffline, signInAs } from './support/session';

/*
 * DNS Logs as the analyst lives it (spec 3 §2, §4): Hannah Kim, a reporting viewer of Energy,
 * previews, refreshes by hand until the preview is done, downloads it and finds her filters after
 * a reload; a threat chart's link prefills the form; the whole thing works offline. Detail (every
 * rule and message) is in the screen and handler tests.
 */

test.describe.configure({ timeout: 150_000 });

const preview = (page: Page) => page.getByRole('table', { name: 'DNS log preview' });

/** Preview Extract, then Refresh Table until the mock's job (4 s of its clock) has finished. */
async function previewToSuccess(page: Page, { checkRunning = false } = {}) {
  await page.getByRole('button', { name: 'Preview Extract' }).click();
  await expect(page.getByRole('button', { name: 'Refresh Table' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  if (checkRunning) await expectNoAxeViolationsInBothSchemes(page, 'DNS Logs, preview running');
  await expect(async () => {
    // Refresh Table goes once the preview has finished.
    if (await preview(page).isVisible()) return;
    await page.getByRole('button', { name: 'Refresh Table' }).click({ timeout: 2000 });
    await expect(preview(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [1500] });
}

test('an analyst previews, refreshes to success, downloads the file and finds her filters after a reload', async ({
  page,
}) => {
  await signInAs(page, personas.tenantUser);
  await page.getByRole('link', { name: 'Logs' }).click();
  await expect(page.getByRole('heading', { name: 'DNS Logs', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview Extract' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Name' }).fill('com');
  await page.getByRole('radio', { name: 'Past 12 Hours' }).check();
  await previewToSuccess(page, { checkRunning: true });
  await expectNoAxeViolationsInBothSchemes(page, 'DNS Logs, preview results');

  await expect(preview(page).getByRole('row')).toHaveCount(101);
  await expect(preview(page).getByRole('columnheader', { name: 'Organization' })).toHaveCount(0);
  await expect(page.getByText('A maximum of 100 rows are displayed when previewing.', { exact: false })).toBeVisible();
  const firstName = (await preview(page).getByRole('row').nth(1).getByRole('link').textContent())!.trim();
  expect(firstName).toMatch(/(^|\.)com$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Preview' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dns-log-preview-.*\.csv$/);
  const rows = await readCsvRecords(await readFile((await download.path())!, 'utf8'));
  expect(rows).toHaveLength(100);
  expect(rows[0].queryname).toBe(firstName);
  expect(rows.every((row) => row.organization_name === 'Energy')).toBe(true);

  await page.reload();
  await expectConsole(page);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('com');
  await expect(page.getByRole('radio', { name: 'Past 12 Hours' })).toBeChecked();
  await expect(preview(page)).toBeVisible();
  // A change clears the results and offers Preview Extract again.
  await page.getByRole('textbox', { name: 'Name' }).fill('gov');
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preview Extract' })).toBeEnabled();
});

test('a link from a threat chart prefills the name, the day and stays on the analyst’s organization', async ({
  page,
}) => {
  await signInAs(page, personas.tenantUser);
  const today = new Date().toISOString().slice(0, 10);
  await openInApp(page, `/logs/viewer?name=microsoft.com&date=${today}&orgId=org-doe`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('microsoft.com');
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  // The day fields show the day as MM/DD/YYYY whatever the browser's locale.
  const shown = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
  await expect(page.getByLabel('From (UTC)')).toHaveValue(shown);
  await expect(page.getByLabel('Through (UTC)')).toHaveValue(shown);
  // The link has done its work: a reload restores the stored filters, not the link.
  await expect(page).toHaveURL(/\/logs\/viewer$/);
  await previewToSuccess(page);
  await expect(preview(page).getByRole('link').first()).toHaveText(/microsoft\.com$/);
});

test.describe('offline', () => {
  useServiceWorker();

  test('the preview runs offline, answered by the mock in the page', async ({ page, problems }) => {
    problems.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_NETWORK/);
    await signInAs(page, personas.tenantUser);
    await waitForServiceWorker(page);
    await reloadOffline(page);
    await page.getByRole('link', { name: 'Logs' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('gov');
    await previewToSuccess(page);
    await expect(preview(page).getByRole('row').nth(1)).toContainText('.gov');
  });
});
