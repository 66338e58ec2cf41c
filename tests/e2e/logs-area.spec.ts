import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { useFcebBuild } from './support/fceb';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

// Whole workflows on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

const readDownload = async (page: Page, click: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
};

test.describe('Sinkhole Logs in the federal civilian build @fceb', () => {
  useFcebBuild();

  test('the operator filters one sinkhole by address and duration and downloads an hour of its log', async ({
    page,
  }) => {
    await signInAs(page, personas.globalAdmin, '/logs/sinkhole-logs');
    const table = page.getByRole('table', { name: 'Sinkhole Logs' });
    await expect(table).toContainText('No sinkhole logs found');

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Filter Sinkhole Logs' }).click();
    await expect(page.getByText('This field is Required')).toBeVisible();
    await expectNoAxeViolations(page, 'the sinkhole filter with its error');
    await page.getByRole('combobox', { name: 'Sinkhole IP' }).click();
    await page.getByRole('option', { name: '203.0.113.10' }).click();
    await page.getByRole('radio', { name: 'Past 12hrs' }).check();
    await page.getByRole('button', { name: 'Filter Sinkhole Logs' }).click();
    await expect(page.getByRole('button', { name: 'Filters (2 applied)' })).toBeVisible();
    const first = table.getByRole('button', { name: /^Download Log/ }).first();
    await expect(first).toBeVisible();
    await keepScreen(page, 'test-results/screens/sinkhole-logs.png');
    await expectNoAxeViolations(page, 'Sinkhole Logs with files');

    const file = await readDownload(page, () => first.click());
    expect(file.name).toMatch(/^sinkhole-203-0-113-10-\d{4}-\d{2}-\d{2}T\d{4}Z\.csv$/);
    const lines = file.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Timestamp,Organization,Source Set,Source,Query Name,Record Type,Protocol,IP Version,Sinkhole IP,Policy',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('203.0.113.10,Sinkhole Cobalt Strike Beacons'))).toBe(true);
  });
});

test('an agency admin adds a management network and finds the change, before and after, in the audit log', async ({
  page,
}) => {
  await signInAs(page, personas.agencyAdmin, '/organizations/organization-information');
  await page.getByRole('button', { name: 'Add Management Network' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Management Network' });
  await dialog.getByLabel('CIDR').fill('192.0.2.0/24');
  await dialog.getByLabel('Description').fill('Audit walk-through');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Management network saved.')).toBeVisible();

  await openInApp(page, '/logs/audit');
  await expect(page.getByText('Preview results will display here')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview Extract' }).click();
  const preview = page.getByRole('table', { name: 'Audit log preview' });
  const row = preview.getByRole('row').filter({ hasText: 'Management Network Created' });
  await expect(row).toContainText('daniel.okafor@usda.gov');
  await expect(preview.getByRole('columnheader', { name: 'Organization' })).toHaveCount(0);
  await row.getByRole('button', { name: /^Show changes/ }).click();
  const changes = page.getByRole('table', { name: 'Changes to Management network 192.0.2.0/24' });
  await expect(changes.getByRole('row').filter({ hasText: 'description' })).toContainText('Audit walk-through');
  await keepScreen(page, 'test-results/screens/audit-logs.png');
  await expectNoAxeViolations(page, 'Audit Logs with an expanded row');

  const report = await readDownload(page, () => page.getByRole('button', { name: 'Run Full Report' }).click());
  expect(report.name).toMatch(/^audit-report-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(report.text).toContain('Agriculture,daniel.okafor@usda.gov,Management Network Created');
});
