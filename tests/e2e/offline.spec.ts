import { waitForServiceWorker } from './support/app';
import { expect, test, useServiceWorker } from './support/fixtures';
import { expectConsole, personas, reloadOffline, signInAs } from './support/session';

useServiceWorker();

test('the demo keeps working offline after the first visit', async ({ page, problems }) => {
  // Two reloads, each restoring the demo database from IndexedDB in a new worker: a whole workflow.
  test.setTimeout(90_000);
  // The update check and the HSIN link are network fetches the browser reports as failed.
  problems.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_NETWORK/);
  await signInAs(page, personas.globalAdmin);
  await waitForServiceWorker(page);

  await reloadOffline(page);
  await page.getByRole('link', { name: 'Organizations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Energy', exact: true }).click();
  await page.reload();
  await expectConsole(page);
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue('Energy');

  // Terms of Use are accepted once per page load, and this page was reloaded since.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${personas.tenantUser},`) }).click();
  await expect(page.getByRole('link', { name: 'My Organization' })).toBeVisible();
});
