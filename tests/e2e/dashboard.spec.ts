import type { Page } from '@playwright/test';
import { goOffline, waitForServiceWorker } from './support/app';
import { expectNoAxeViolationsInBothSchemes } from './support/axe';
import { expect, test, useServiceWorker } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { personas, signInAs } from './support/session';

const main = (page: Page) => page.locator('#main-content');
const legend = (page: Page, title: string) => main(page).getByRole('list', { name: `${title} legend` });
const DONUTS = [
  'IP Version Breakdown',
  'DNS Protocol Breakdown',
  'Record Type Breakdown',
  'Blocked Requests by Security Category',
];

/** Every chart drawn: charts draw one per task as they near the viewport, so scroll them all into view. */
async function allChartsDrawn(page: Page) {
  for (const title of DONUTS) await legend(page, title).scrollIntoViewIfNeeded();
  await expect(main(page).locator('[data-chart-drawn]')).toHaveCount(5, { timeout: 20_000 });
}

async function openDashboard(page: Page) {
  await openInApp(page, '/dashboard');
  await expect(main(page).getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('an agency admin reads the charts and opens a record type in DNS Logs', async ({ signedIn }) => {
  const page = await signedIn(personas.agencyAdmin);
  await openDashboard(page);
  await expect(main(page).getByRole('combobox', { name: 'Source Set' })).toBeVisible();
  await expect(main(page).getByRole('radio', { name: 'Past 24 Hours' })).toBeChecked();
  await expect(main(page).getByRole('tab', { name: 'Total DNS Requests' })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByText(/^Total DNS Requests: [\d,]+ in the Past 24 Hours, by hour \(UTC\)/)).toBeVisible();
  await expect(legend(page, 'DNS Protocol Breakdown').getByRole('listitem')).toHaveCount(4);
  await expect(legend(page, 'IP Version Breakdown').getByRole('link', { name: 'IPv4' })).toBeVisible();
  // A donut below the fold draws as it nears the viewport; its legend keeps its place meanwhile.
  const legendLeft = async () => (await legend(page, 'Record Type Breakdown').boundingBox())?.x;
  const before = await legendLeft();
  await allChartsDrawn(page);
  expect(await legendLeft()).toBe(before);

  await main(page).getByRole('tab', { name: 'Blocked DNS Requests' }).click();
  await expect(main(page).getByText(/^Blocked DNS Requests: [\d,]+ in the Past 24 Hours/)).toBeVisible();

  await legend(page, 'Record Type Breakdown').getByRole('link', { name: 'AAAA', exact: true }).click();
  await expect(page).toHaveURL(/\/logs\/viewer$/);
  await expect(main(page).getByRole('radio', { name: 'Past 24 Hours' })).toBeChecked();
  await expect(main(page).getByText('AAAA', { exact: true })).toBeVisible();
});

test('a Global operator sees every organization without the Source Set filter', async ({ signedIn }) => {
  const page = await signedIn(personas.globalAdmin);
  await openDashboard(page);
  await expect(legend(page, 'Record Type Breakdown').getByRole('listitem').first()).toBeVisible();
  await expect(main(page).getByRole('combobox', { name: 'Source Set' })).toHaveCount(0);
  await expect(main(page).getByRole('radiogroup', { name: 'Duration' })).toBeVisible();
});

test('a user with no roles sees the data, without links into DNS Logs', async ({ signedIn }) => {
  const page = await signedIn(personas.noRoles);
  await openDashboard(page);
  await expect(main(page).getByText(/^Total DNS Requests: [\d,]+ in the Past 24 Hours/)).toBeVisible();
  await expect(legend(page, 'DNS Protocol Breakdown').getByRole('listitem')).toHaveCount(4);
  await expect(legend(page, 'DNS Protocol Breakdown').getByRole('link')).toHaveCount(0);
});

test('the dashboard passes axe in both colour schemes with every chart drawn', async ({ signedIn }) => {
  const page = await signedIn(personas.agencyAdmin);
  await openDashboard(page);
  await allChartsDrawn(page);
  await expectNoAxeViolationsInBothSchemes(page, 'the dashboard with its charts');
});

test('an organization without sources is invited to start building', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, personas.globalAdmin);
  // A new organization, as onboarding leaves it: no sources yet (the demo's own export and import).
  await page.evaluate(async () => {
    const mock = window.__pdnsMock!;
    const exported = await mock.exportData();
    const file = JSON.parse(new TextDecoder().decode(exported.body)) as {
      tables: { organizations: Record<string, unknown>[] };
    };
    const epa = file.tables.organizations.find((org) => org.orgId === 'org-epa')!;
    file.tables.organizations.push({
      ...epa,
      orgId: 'org-newly-onboarded',
      orgName: 'Newly Onboarded Agency',
      displayName: 'Newly Onboarded',
      acronym: 'NOA',
    });
    await mock.importData(new TextEncoder().encode(JSON.stringify(file)).buffer as ArrayBuffer);
  });
  await page.reload();
  await page.getByRole('combobox', { name: 'Organization' }).click({ timeout: 60_000 });
  await page.getByRole('option', { name: 'Newly Onboarded', exact: true }).click();
  await openDashboard(page);
  await expect(main(page).getByText('Start building your dashboard!')).toBeVisible();
  await main(page).getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/organizations\/sources/);
});

test.describe('offline', () => {
  useServiceWorker();

  test('the saved query survives an offline reload', async ({ page, context, problems }) => {
    test.setTimeout(180_000);
    problems.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_NETWORK/);
    await signInAs(page, personas.agencyAdmin, '/dashboard');
    await waitForServiceWorker(page);
    await main(page)
      .getByRole('radiogroup', { name: 'Duration' })
      .locator('label')
      .filter({ hasText: 'Past 30 Days' })
      .click();
    await main(page).getByRole('combobox', { name: 'Source Set' }).click();
    await page.getByRole('option', { name: 'Annex Building (deleted)' }).click();
    await page.keyboard.press('Escape');
    await expect(main(page).getByText(/^Total DNS Requests: [\d,]+ in the Past 30 Days, by day/)).toBeVisible();

    await goOffline(context);
    await page.reload();
    await expect(main(page).getByRole('radio', { name: 'Past 30 Days' })).toBeChecked({ timeout: 60_000 });
    await expect(main(page).getByText('Annex Building (deleted)')).toBeVisible();
    await expect(main(page).getByText(/^Total DNS Requests: [\d,]+ in the Past 30 Days, by day/)).toBeVisible();
    await allChartsDrawn(page);
  });
});
