// expect straight from Playwright: fixtures.ts imports the sign-in steps built on this file.
import { type BrowserContext, type Page, type Response, expect } from '@playwright/test';

/** Opens a path of the app and waits until React has rendered something into #root. */
export async function gotoApp(page: Page, path = '/'): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  return response;
}

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

const controlled = (page: Page, timeout: number) =>
  page
    .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout })
    .then(() => true)
    .catch(() => false);

/**
 * Waits until a service worker controls the page, which (clientsClaim, precache on install)
 * means the app shell is cached. A page loaded before the worker activated can stay
 * uncontrolled, so reload once if it takes long.
 */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  if (await controlled(page, timeout / 2)) return;
  const registered = await page.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration()));
  if (!registered)
    throw new Error(
      'No service worker is registered for this page (does the test call useServiceWorker()? is UpdatePrompt mounted?)',
    );
  await page.reload();
  if (!(await controlled(page, timeout / 2))) throw new Error(`No service worker took control within ${timeout} ms`);
}

/**
 * Closes every notification on screen: a success notice can cover a menu item at the bottom
 * right, and the chaos walk wants each route's notices to be its own. Calls failing one by one
 * through their retries add notices as it goes, so this closes until none is left.
 */
export async function dismissNotifications(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notification-root .mantine-Notification-closeButton');
  await expect(async () => {
    for (let i = await close.count(); i > 0; i--)
      await close
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
