import { cp, appendFile } from 'node:fs/promises';
import { gotoApp, goOffline, goOnline, waitForServiceWorker } from './support/app';
import { expect, test, useServiceWorker } from './support/fixtures';
import { repoRoot } from './support/env';
import { startStaticServer } from './support/static-server';
import { keepScreen } from './support/screens';

useServiceWorker();

test.describe('production build', () => {
  test('loads with the security headers', async ({ page }) => {
    const response = await gotoApp(page, '/');
    await expect(page).toHaveTitle(/Protective DNS/);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  test('links a valid web manifest whose icons exist', async ({ page }) => {
    await gotoApp(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(await response.text());
    expect(manifest).toMatchObject({
      name: 'Protective DNS Management Console',
      short_name: 'Protective DNS',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1a4480',
      background_color: '#ffffff',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  test('keeps working offline once the service worker has control', async ({ page, context, problems }) => {
    problems.allow(/ERR_INTERNET_DISCONNECTED \(\S+\/probe-\d+\.txt/);
    await gotoApp(page, '/');
    await waitForServiceWorker(page);

    await goOffline(context);
    // Proof that the network is really gone, so what follows comes from the precache.
    const probe = await page.evaluate(() =>
      fetch(`/probe-${Date.now()}.txt`).then(
        () => 'reached',
        () => 'failed',
      ),
    );
    expect(probe).toBe('failed');
    await page.reload();
    await expect(page).toHaveTitle(/Protective DNS/);
    await expect(page.locator('#root')).not.toBeEmpty();

    // A deep link is answered by the navigation fallback from the precache.
    await gotoApp(page, '/organizations/1/settings');
    await expect(page).toHaveTitle(/Protective DNS/);

    // All tabs closed, a new one opened while still offline.
    await page.close();
    const again = await context.newPage();
    await gotoApp(again, '/');
    await expect(again).toHaveTitle(/Protective DNS/);
    await goOnline(context);
  });
});

test.describe('update prompt', () => {
  test('offers a new version and reloads into it on request', async ({ page }, testInfo) => {
    // A copy of the build that this test can turn into "the next release".
    const dir = testInfo.outputPath('dist');
    await cp(`${repoRoot}dist`, dir, { recursive: true });
    const server = await startStaticServer(dir);
    try {
      await gotoApp(page, server.url);
      // Long enough not to reload: the offline notice follows the first install only, and a
      // reload after it (waitForServiceWorker's fallback on a busy machine) would never show it.
      await waitForServiceWorker(page, 60_000);
      // The notices sit in the page under the banner, so the Terms of Use modal covers them until accepted.
      await page.getByRole('button', { name: 'Accept' }).click();
      const ready = page.getByRole('status').filter({ hasText: 'The console is ready to work offline.' });
      await expect(ready).toBeVisible();
      await ready.getByRole('button', { name: 'Dismiss' }).click();
      await expect(ready).toBeHidden();

      await appendFile(`${dir}/sw.js`, '\n// next release\n');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of the console is available.' });
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole('button', { name: 'Later' })).toBeVisible();
      await keepScreen(page, testInfo.outputPath('update-prompt.png'), { fullPage: false });

      await page.evaluate(() => ((window as unknown as { staleMarker: boolean }).staleMarker = true));
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { staleMarker?: boolean }).staleMarker)).toBeUndefined();
      await expect(page.locator('#root')).not.toBeEmpty();
      const stillWaiting = await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
      expect(stillWaiting).toBe(false);
      await expect(page.getByText('A new version of the console is available.')).toBeHidden();
    } finally {
      await server.stop();
    }
  });
});
