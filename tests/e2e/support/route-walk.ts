import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothSchemes, setColorScheme } from './axe';
import { expect } from './fixtures';
import { type RouteVisit, pathnameOf } from './route-table';

/**
 * Client-side navigation, as a link would do it: the router listens to history.pushState, so
 * the signed-in page (and the mock's state) is reused instead of booting the app per route.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((href) => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index + 1 : 1;
    window.history.pushState({ ...state, __TSR_index: index }, '', href);
  }, address);
}

const main = (page: Page) => page.locator('#main-content');
const busy = '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root';
/** How long a walk waits for a screen to stop loading. */
const SCREEN_DATA_TIMEOUT = 30_000;

/** The route's screen is up: the address settled, main has a heading, nothing is loading. */
export async function waitForScreen(page: Page, pathname: string, previousText?: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.location.pathname.replace(/(.)\/$/, '$1'))).toBe(pathname);
  // The router keeps the old screen up while the new one loads: wait for the content to change.
  if (previousText !== undefined) await expect.poll(() => main(page).innerText()).not.toBe(previousText);
  await expect(main(page).getByRole('heading').first()).toBeVisible();
  // A screen's first data can take the mock over 10 s on a busy machine (the threat analysis of
  // every organization, its caches cold, took longer beside a second browser).
  await expect(main(page).locator(busy)).toHaveCount(0, { timeout: SCREEN_DATA_TIMEOUT });
}

/**
 * Opens each route once and runs axe on its screen in the light and then the dark scheme. A
 * visit that redirects checks where it lands (that page has its own row); a page already
 * checked in this walk is not checked twice. The first screen is checked whole; after it only
 * `#main-content`, since the banner, header, navigation and footer around it are the same
 * components on every route (and page-wide rules, such as the title and the skip link, with them).
 */
export async function walkRoutes(page: Page, visits: RouteVisit[]): Promise<void> {
  await setColorScheme(page, 'light');
  const checked = new Set<string>();
  let here = pathnameOf(page.url());
  for (const visit of visits) {
    const address = visit.open ?? visit.route;
    const landing = visit.landsOn ?? pathnameOf(address);
    const before = landing === here ? undefined : await main(page).innerText();
    await openInApp(page, address);
    await waitForScreen(page, landing, before);
    here = landing;
    if (visit.shows) await expect(main(page).getByRole('list', { name: visit.shows })).toBeVisible();
    if (visit.landsOn || checked.has(landing)) continue;
    await expectNoAxeViolationsInBothSchemes(page, `${address} as ${visit.as}`, {
      within: checked.size > 0 ? '#main-content' : undefined,
    });
    checked.add(landing);
  }
}
