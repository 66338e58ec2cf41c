import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothSchemes } from './support/axe';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

/*
 * Scheduled extracts (spec 3 §2): a reporting manager schedules the query DNS Logs handed over,
 * the mock's clock runs it, and its file downloads from Extract History; a viewer cannot schedule.
 */
test.describe.configure({ timeout: 90_000 });

const table = (page: Page) => page.getByRole('table', { name: /^Scheduled extracts of / });

/** What DNS Logs' Schedule Extract leaves in IndexedDB (src/features/logs/extract-draft.ts). */
async function seedDraft(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const now = Date.now();
        const draft = {
          from: 'logs',
          queryParams: {
            orgs: [],
            sourceSets: [],
            sources: [],
            policies: [],
            actions: [{ name: 'Block', value: 'blocked' }],
            recordTypes: [],
            queryName: '',
            rDataIpAddress: '',
            duration: { startDate: new Date(now - 86_400_000).toISOString(), endDate: new Date(now).toISOString() },
            durationType: '24',
          },
        };
        const open = indexedDB.open('pdns-console');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('state', 'readwrite');
          tx.objectStore('state').put(draft, 'extractDraft');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test('a reporting manager schedules an immediate extract, which runs on the clock and downloads from its history', async ({
  page,
}) => {
  // Daniel Okafor is Agriculture's Admin with reportingManager among his roles (seed personas).
  await signInAs(page, personas.agencyAdmin, '/logs/scheduled-extracts');
  await expect(table(page)).toContainText('Daily Blocked Requests');
  await keepScreen(page, 'test-results/screens/scheduled-extracts.png');

  await seedDraft(page);
  await openInApp(page, '/logs/scheduled-extracts/create');
  await expect(page.getByRole('link', { name: 'Back to DNS Logs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Query' })).toContainText('Past 24 Hours');
  await page.getByRole('textbox', { name: 'Name', exact: false }).first().fill('Blocked Now');
  await page.getByRole('textbox', { name: 'Description' }).fill('One run, at once');
  await page.getByRole('combobox', { name: 'Recurring' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  const weekly = page.getByRole('dialog', { name: 'Weekly Recurrence' });
  await expect(weekly).toContainText('No day is selected: Save selects every day of the week.');
  await keepScreen(page, 'test-results/screens/extract-weekly-modal.png');
  await weekly.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('combobox', { name: 'Recurring' })).toHaveValue('Single');
  await expectNoAxeViolationsInBothSchemes(page, 'the schedule editor');
  await page.getByRole('radio', { name: 'Immediate' }).check();
  await keepScreen(page, 'test-results/screens/extract-schedule-editor.png');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The extract has been successfully scheduled')).toBeVisible();
  await expect(page.getByText('The extract will be available to download for 72 hours after generated.')).toBeVisible();

  const row = table(page).getByRole('row').filter({ hasText: 'Blocked Now' });
  await expect(row).toContainText('Immediate');
  await expect(row).toContainText('Running');
  // Three minutes later on the mock's clock the run has finished.
  await page.evaluate(() => window.__pdnsMock!.clock.advance(3 * 60_000));
  // A new search asks the service again, at its new now.
  await page.getByPlaceholder('Search for scheduled extract').fill('Blocked Now');
  await expect(row).toContainText('Success');
  // The creator is told the file is ready.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await window.__pdnsMock!.outbox())
          .filter((mail) => mail.subject === 'Scheduled extract ready: Blocked Now')
          .map((mail) => mail.to),
      ),
    )
    .toEqual([['daniel.okafor@usda.gov']]);

  await row.getByRole('button', { name: 'Actions for Blocked Now' }).click();
  await page.getByRole('menuitem', { name: 'Extract History' }).click();
  const runs = page.getByRole('table', { name: 'Runs of Blocked Now' });
  await expect(runs.getByRole('row')).toHaveCount(2);
  await expect(runs).toContainText('Success');
  await keepScreen(page, 'test-results/screens/extract-history.png');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    runs.getByRole('button', { name: /^Download the run of/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^blocked-now-\d{4}-\d\d-\d\d-\d\d\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Organization,Authorized Source,Source Set,Date (UTC),Name,Record Type,Category,Policy,Action');
  expect(lines.slice(1).every((line) => line.startsWith('Department of Agriculture,') && line.endsWith(',Block'))).toBe(
    true,
  );

  await page.getByRole('link', { name: 'Back to Scheduled Extracts' }).click();
  await expect(table(page)).toContainText('Blocked Now');
});

test('a reporting manager edits a schedule through View Schedule', async ({ page }) => {
  await signInAs(page, personas.criticalInfrastructureAdmin, '/logs/scheduled-extracts');
  const row = table(page).getByRole('row').filter({ hasText: 'Weekly Source Set Review' });
  await row.getByRole('button', { name: 'Actions for Weekly Source Set Review' }).click();
  await page.getByRole('menuitem', { name: 'View Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Extract Schedule' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Extracts' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Details' }).click();
  const weekly = page.getByRole('dialog', { name: 'Weekly Recurrence' });
  await weekly.getByText('Fri', { exact: true }).click();
  await expect(weekly.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  await weekly.getByRole('button', { name: 'Save' }).click();
  // It began weeks ago: the start stays, and runs follow the new days from now on.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule Successfully Created/Updated')).toBeVisible();
  await expect(row).toContainText('Weekly: Mon, Wed, Fri');
});

test('a reporting viewer cannot schedule extracts', async ({ signedIn }) => {
  const page = await signedIn(personas.tenantUser);
  await openInApp(page, '/logs/scheduled-extracts/create');
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/logs/viewer');
  await expect(page.getByRole('tab', { name: 'Scheduled Extracts' })).toHaveCount(0);
});
