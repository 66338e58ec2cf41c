import type { Page } from '@playwright/test';
import { goOffline, waitForServiceWorker } from './support/app';
import { expect, test, useServiceWorker } from './support/fixtures';
import { expectConsole, personas, signInAs } from './support/session';

useServiceWorker();

/**
 * Issue 9, item 1: the demo's tabs share one backend (a SharedWorker, or where that is missing a
 * tab elected through Web Locks), so writes made in two tabs in turn all survive reloads, another
 * tab sees them without a reload, and a tab opened offline later reads them all from the one
 * database.
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
  test.setTimeout(180_000);
  problems.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_NETWORK/);
  const a = await context.newPage();
  await signInAs(a, personas.agencyAdmin, PATH);
  await waitForServiceWorker(a);
  const b = await context.newPage();
  await signInAs(b, personas.agencyAdmin, PATH);
  expect(await a.evaluate(() => window.__pdnsMock?.host)).toBe('shared');
  await interleaveWrites(a, b);

  await a.reload();
  await b.reload();
  for (const page of [a, b]) {
    await expectConsole(page);
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

async function interleaveWrites(a: Page, b: Page): Promise<void> {
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
}

const leads = (page: Page) => page.evaluate(() => window.__pdnsMock?.leading());

test('without SharedWorker, one elected tab hosts the mock for all: no write lost, and the others carry on when it closes', async ({
  context,
}) => {
  // Two sign-ins, five saves, two reloads and two hand-overs of the mock on a shared machine.
  test.setTimeout(150_000);
  await context.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
  const a = await context.newPage();
  await signInAs(a, personas.agencyAdmin, PATH);
  const b = await context.newPage();
  await signInAs(b, personas.agencyAdmin, PATH);
  expect(await a.evaluate(() => window.__pdnsMock?.host)).toBe('elected');
  expect([await leads(a), await leads(b)]).toEqual([true, false]);

  await interleaveWrites(a, b);
  // Reloading the leader hands the mock to tab B, and reloading B hands it back: each new leader
  // starts a worker that restores the 10,000-user database, which takes seconds on a busy machine.
  await a.reload();
  await b.reload();
  for (const page of [a, b]) {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
    await expectAll(page);
  }

  const [leader, other] = (await leads(a)) ? [a, b] : [b, a];
  expect(await leads(other)).toBe(false);
  await leader.close();
  // The other tab takes the lock, keeps its session and every write, and writes on.
  await expect.poll(() => leads(other)).toBe(true);
  // Its new worker answers once it has restored the database (seconds on a busy machine).
  await other.evaluate(() => window.__pdnsMock!.clock.now());
  await expectConsole(other);
  await addNetwork(other, '198.51.100.128/25', 'Two tabs: after the leader closed');
  await expect(networksTable(other).getByRole('row')).toHaveCount(added.length + 2);
  for (const [cidr] of added) await expect(networksTable(other)).toContainText(cidr);
  await other.reload();
  await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  await other.getByPlaceholder('Search for management network').fill('two tabs');
  await expect(networksTable(other)).toContainText('198.51.100.128/25');
  await expect(networksTable(other).getByRole('row')).toHaveCount(added.length + 2);
});

test('where the browser has neither SharedWorker nor Web Locks, each tab runs the mock in a dedicated worker and keeps its writes', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
    delete (Navigator.prototype as { locks?: unknown }).locks;
  });
  await signInAs(page, personas.agencyAdmin, PATH);
  expect(await page.evaluate(() => window.__pdnsMock?.host)).toBe('dedicated');
  await page.getByPlaceholder('Search for management network').fill('two tabs');
  await addNetwork(page, ...added[0]);
  // The tab's worker restarts with the page and restores the database: seconds on a busy machine.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  await page.getByPlaceholder('Search for management network').fill('two tabs');
  await expect(networksTable(page)).toContainText(added[0][0]);
});
