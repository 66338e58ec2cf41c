import type { Page } from '@playwright/test';
import { goOffline, waitForServiceWorker } from './support/app';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';

/**
 * Issue 9, item 1: the demo's tabs share one backend (a SharedWorker), so writes made in two tabs
 * in turn all survive reloads, another tab sees them without a reload, and a tab opened offline
 * later reads them all from the one database.
 */
const PATH = '/organizations/organization-information';
const networksTable = (page: Page) => page.getByRole('table', { name: 'Management Networks' });

async function addNetwork(page: Page, cidr: string, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Management Network' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Management Network' });
  await dialog.getByLabel('CIDR').fill(cidr);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Management network saved.').last()).toBeVisible();
}

const added = [
  ['192.0.2.0/24', 'Two tabs: first in tab A'],
  ['198.51.100.0/24', 'Two tabs: first in tab B'],
  ['203.0.113.0/24', 'Two tabs: second in tab A'],
  ['192.0.2.128/25', 'Two tabs: second in tab B'],
] as const;

async function expectAll(page: Page): Promise<void> {
  await page.getByPlaceholder('Search for management network').fill('two tabs');
  for (const [cidr] of added) await expect(networksTable(page)).toContainText(cidr);
  await expect(networksTable(page).getByRole('row')).toHaveCount(added.length + 1);
}

test('writes from two tabs all survive, show in the other tab and in a third tab opened offline', async ({
  context,
  problems,
}) => {
  // Three sign-ins, eight saves and three reloads on a shared machine.
  test.setTimeout(120_000);
  problems.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_NETWORK/);
  const a = await context.newPage();
  await signInAs(a, personas.agencyAdmin, PATH);
  await waitForServiceWorker(a);
  const b = await context.newPage();
  await signInAs(b, personas.agencyAdmin, PATH);
  expect(await a.evaluate(() => window.__pdnsMock?.host)).toBe('shared');
  // Only this test's networks in view: the list is paged and sorted by CIDR.
  for (const page of [a, b]) {
    await page.getByPlaceholder('Search for management network').fill('two tabs');
    await expect(networksTable(page)).toContainText('No Records Found');
  }

  await addNetwork(a, ...added[0]);
  await addNetwork(b, ...added[1]);
  // Tab B saw tab A's network without a reload: the change notice refetched its list.
  await expect(networksTable(b)).toContainText(added[0][0]);
  await addNetwork(a, ...added[2]);
  await addNetwork(b, ...added[3]);
  await expect(networksTable(a)).toContainText(added[3][0]);

  await a.reload();
  await b.reload();
  for (const page of [a, b]) {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAll(page);
  }

  // Every tab closed, then a new one offline: the worker starts again from IndexedDB.
  await a.close();
  await b.close();
  await goOffline(context);
  const c = await context.newPage();
  await signInAs(c, personas.agencyAdmin, PATH);
  await expectAll(c);
});

test('where the browser has no SharedWorker, the mock runs in a dedicated worker and keeps its writes', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
  await signInAs(page, personas.agencyAdmin, PATH);
  expect(await page.evaluate(() => window.__pdnsMock?.host)).toBe('dedicated');
  await page.getByPlaceholder('Search for management network').fill('two tabs');
  await addNetwork(page, ...added[0]);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByPlaceholder('Search for management network').fill('two tabs');
  await expect(networksTable(page)).toContainText(added[0][0]);
});
