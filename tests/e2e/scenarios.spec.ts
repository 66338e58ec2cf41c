import { goOffline, gotoApp, waitForServiceWorker } from './support/app';
import { expect, test, useServiceWorker } from './support/fixtures';

/**
 * A story link opens the demo with its scenario started, as its persona, on its screen: the Terms
 * of Use are still asked for, and the Dashboard's top blocked domains hold the phishing look-alikes.
 */
test('a story link starts the phishing scenario and shows it on the Dashboard', async ({ page }) => {
  await gotoApp(page, '/?scenario=phishing&persona=daniel&to=/dashboard');
  await page.getByRole('button', { name: 'Accept' }).click();
  // The link's first screen is also the mock's first: it seeds, builds the DNS world and answers
  // the Dashboard before the console shows, past expectConsole's limit on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(main.getByText('usda-gov-login.com')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('secure-usda-portal.net')).toBeVisible();
});

test('the New agency story link gives the Peace Corps its first sources and its Dashboard charts', async ({ page }) => {
  test.setTimeout(180_000);
  await gotoApp(page, '/?scenario=new-agency&persona=olivia&to=/dashboard');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('combobox', { name: 'Organization' }).click({ timeout: 60_000 });
  await page.getByRole('option', { name: 'Peace Corps', exact: true }).click();
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'DNS Protocol Breakdown' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('Start building your dashboard!')).toHaveCount(0);
});

test.describe('offline', () => {
  useServiceWorker();

  test('a story link works offline once the demo has been opened', async ({ page, context, problems }) => {
    test.setTimeout(180_000);
    // The update check is a network fetch the browser reports as failed.
    problems.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_NETWORK/);
    await gotoApp(page, '/');
    await waitForServiceWorker(page);
    await goOffline(context);

    await page.goto('/?scenario=phishing&persona=daniel&to=/dashboard');
    // Offline too, the link asks for the Terms of Use before it signs in.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('#main-content').getByText('usda-gov-login.com')).toBeVisible({ timeout: 30_000 });
  });
});
