import type { Page } from '@playwright/test';
import type { ChaosSettings } from '../../mock-service/core/chaos';
import { chaosOff, chaosStats, mainText, setChaos, settle, visibleErrorStates } from './support/chaos';
import { openInApp } from './support/route-walk';
import { dismissNotifications } from './support/app';
import { type BrowserProblems, expect, test } from './support/fixtures';
import { appRoutes } from './support/routes';
import { gotoApp } from './support/app';
import { expectConsole, personas } from './support/session';

/*
 * Every route of the app under the mock's chaos setting (mock-service/core/chaos.ts), as a global
 * administrator (every call fails) and as an agency administrator (seeded random latency and
 * faults): no uncaught error, no blank screen, no spinner forever, an error state whenever a call
 * fails for good, and real content again once the chaos stops.
 */
const routes = appRoutes();

/** Every call fails, one way or another, after 50-300 ms. */
const EVERY_CALL_FAILS: Partial<ChaosSettings> = {
  seed: 4,
  latencyMs: [20, 150],
  errorRate: 0.4,
  networkErrorRate: 0.3,
  malformedRate: 0.15,
  schemaBreakRate: 0.15,
};

/**
 * What a session needs to start (the sign-in screen's personas, the sign-in, the user's
 * attributes) and the Rules of Behavior look-up, whose failure asks for the rules again in a
 * modal that would cover the walk. Spared, so the console opens with every data call failing.
 */
const SESSION_PATHS = [
  '/auth/personas',
  '/auth/sign-in',
  '/user/api/user/attributes',
  '/user/api/user/get-most-recent-rules-of-behavior-signed',
];

/** A bad day: slow replies and some failures, which the client's retries may or may not hide. */
const FLAKY: Partial<ChaosSettings> = {
  seed: 11,
  latencyMs: [50, 900],
  errorRate: 0.15,
  networkErrorRate: 0.1,
  malformedRate: 0.05,
  schemaBreakRate: 0.05,
};

/**
 * Calls whose failure the console handles without telling the user, on purpose: the start-up
 * report of the sign-in (logged), the error-message table (built-in texts stand in), and the
 * Rules of Behavior look-up (treated as unsigned, so the Rules are asked for again).
 */
const SILENT_BY_DESIGN = new Set([
  '/user/api/user/signed-in',
  '/api/error-messages',
  '/user/api/user/get-most-recent-rules-of-behavior-signed',
]);

/** Navigation landed in the area asked for (a redirect within it, or to not-authorized, is fine). */
async function expectLanded(page: Page, path: string): Promise<void> {
  const area = path.split('/')[1];
  if (!area) return;
  const landed = await page.evaluate(() => window.location.pathname);
  expect([area, 'not-authorized'], `${path} ended on ${landed}`).toContain(landed.split('/')[1]);
}

/** The console errors chaos causes on purpose, and nothing else. */
function allowChaosConsoleErrors(problems: BrowserProblems): void {
  problems.allow(/^\[api\] [\w.]+: reply does not match its contract/);
  problems.allow(/^\[start-up\] could not load the error message table/);
  problems.allow(/^\[start-up\] the signed-in call failed/);
  problems.allow(/^\[rules of behavior\] could not load the signed version/);
}

/**
 * Visits every route; with `everyCallFails`, each failed call must leave an error state in view.
 * Returns the screens that met a fault (with the faulted calls), which the recovery walk revisits.
 */
async function walk(
  page: Page,
  { everyCallFails, paths = routes }: { everyCallFails: boolean; paths?: string[] },
): Promise<{ calls: number; failedScreens: string[] }> {
  const failedScreens: string[] = [];
  for (const path of paths) {
    await dismissNotifications(page);
    const before = (await chaosStats(page)).calls;
    await openInApp(page, path);
    await settle(page);
    await expectLanded(page, path);
    expect(await mainText(page), `${path}: the main landmark is blank`).not.toBe('');

    const stats = await chaosStats(page);
    const answered = stats.calls - before;
    const failed =
      answered > 0 ? stats.recent.slice(-answered).filter((e) => e.fault && !SILENT_BY_DESIGN.has(e.path)) : [];
    if (failed.length === 0) continue;
    const calls = failed.map((e) => `${e.method} ${e.path} (${e.fault})`).join(', ');
    if (everyCallFails)
      await expect
        .poll(() => visibleErrorStates(page), { message: `${path}: no error state after ${calls}` })
        .not.toEqual([]);
    failedScreens.push(`${path} ${calls}`);
  }
  return { calls: (await chaosStats(page)).calls, failedScreens };
}

/** With chaos off, each route shows its real content and no error state of its own. */
async function walkRecovered(page: Page, paths: string[] = routes): Promise<void> {
  for (const path of paths) {
    await openInApp(page, path);
    await settle(page);
    await expectLanded(page, path);
    expect(await mainText(page), `${path}: blank after the chaos stopped`).not.toBe('');
    await expect(page.locator('main [data-error-state]'), `${path}: still failing after the chaos stopped`).toHaveCount(
      0,
    );
  }
}

/** After a reload under chaos: whatever start-up managed, the screen says so; then sign in again if needed. */
async function reloadUnderChaos(page: Page, persona: string): Promise<void> {
  await dismissNotifications(page);
  await page.reload();
  await settle(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const accept = page.getByRole('button', { name: 'Accept' });
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
  // Start-up failed: the sign-in screens are back, with the reason in view. An error state alone
  // is no sign of it: the console's own failing calls say so too, sometimes before its menu shows.
  const startUpFailed = async () =>
    ((await accept.isVisible()) || (await signIn.isVisible())) && (await visibleErrorStates(page)).length > 0;
  // The static 'Federating...' copy shows no spinner settle knows: wait for the console or a failure.
  await expect.poll(async () => (await nav.isVisible()) || (await startUpFailed()), { timeout: 30_000 }).toBe(true);
  const signedIn = await nav.isVisible();
  if (!signedIn) expect(await page.locator('body').innerText()).not.toBe('');
  await chaosOff(page);
  if (signedIn) return;
  if (await accept.isVisible()) await accept.click();
  await signIn.click();
  await page.getByRole('button', { name: new RegExp(`^${persona},`) }).click();
  await expectConsole(page);
}

/**
 * Signs in with chaos already on: each failed step (sign-in options, the sign-in itself) must
 * say so, and trying again must eventually get through.
 */
async function signInThroughChaos(page: Page, persona: string): Promise<number> {
  await page.getByRole('button', { name: 'Accept' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (let attempt = 1; attempt <= 8; attempt++) {
    await settle(page);
    if (await nav.isVisible()) return attempt - 1;
    const accept = page.getByRole('button', { name: 'Accept' });
    const retry = page.getByRole('button', { name: 'Retry' });
    const option = page.getByRole('button', { name: new RegExp(`^${persona},`) });
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    if (attempt > 1) expect(await visibleErrorStates(page), 'a failed sign-in step says so').not.toEqual([]);
    if (await accept.isVisible()) await accept.click();
    if (await retry.isVisible()) await retry.click();
    else if (await option.isVisible()) await option.click();
    else if ((await signIn.getAttribute('aria-expanded')) !== 'true') await signIn.click();
    await settle(page);
    if ((await option.isVisible()) && !(await nav.isVisible())) await option.click();
  }
  await expect(nav).toBeVisible();
  return 8;
}

/** The routes in `parts` runs of nearly equal length, in order. */
function split(list: string[], parts: number): string[][] {
  const size = Math.ceil(list.length / parts);
  return Array.from({ length: parts }, (_, k) => list.slice(k * size, (k + 1) * size));
}

test.describe('chaos', () => {
  test.describe.configure({ timeout: 240_000 });

  // That the route list covers every area of the app: tests/e2e/support/routes.test.ts (vitest).

  test('testers can turn chaos on and off from the address bar', async ({ page }) => {
    await gotoApp(page, '/?mock-chaos=5');
    expect(await chaosStats(page)).toMatchObject({ enabled: true, settings: { seed: 5 } });
    await page.reload();
    expect((await chaosStats(page)).enabled, 'it lasts for the tab').toBe(true);
    await gotoApp(page, '/?mock-chaos=off');
    expect((await chaosStats(page)).enabled).toBe(false);
  });

  // The walks are split into parts, each well inside the test's limit (and shared out when
  // there are more workers). Every route failing waits out each call's retries, so that walk
  // takes four parts. The walks run beside the other specs (`chromium-waits`, playwright.config.ts).
  const halves = split(routes, 2);
  const quarters = split(routes, 4);
  for (const [part, paths] of quarters.entries()) {
    test(`every call failing: each screen says so, and recovers when the chaos stops (part ${part + 1} of 4)`, async ({
      page,
      problems,
    }) => {
      allowChaosConsoleErrors(problems);
      await gotoApp(page, '/');
      await setChaos(page, { ...EVERY_CALL_FAILS, sparePaths: SESSION_PATHS });
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('button', { name: new RegExp(`^${personas.globalAdmin},`) }).click();
      await expectConsole(page);
      // The menu's areas preload their first data one idle period after another, and a failed
      // preload is silent by design: the walk starts once they are done (no call for longer than
      // the idle callback's 3-second limit and a retry's back-off).
      await settle(page, { quietMs: 3_500, timeout: 90_000 });
      // The frame's own calls (banner, organization list, access requests) failed, and it says so.
      await expect.poll(() => visibleErrorStates(page)).not.toEqual([]);
      expect(await mainText(page)).not.toBe('');

      const { calls, failedScreens } = await walk(page, { everyCallFails: true, paths });
      test.info().annotations.push({
        type: 'chaos',
        description: `${paths.length} routes, ${calls} failed calls; error states on ${failedScreens.join('; ')}`,
      });
      expect(failedScreens.length, 'the walk met at least one screen that loads data').toBeGreaterThan(0);

      if (part === 0) {
        // A screen that loads its own data shows the failure with a way to try again.
        await dismissNotifications(page);
        await openInApp(page, '/access-requests');
        await settle(page);
        const failure = page.locator('main [data-error-state]');
        await expect(failure).toContainText('Could not retrieve Organization access requests.');
        await chaosOff(page);
        await failure.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByRole('table', { name: 'Pending access requests' })).toBeVisible();
        await expect(failure).toHaveCount(0);
      }

      await setChaos(page, EVERY_CALL_FAILS);
      await reloadUnderChaos(page, personas.globalAdmin);
      // Every screen that failed under the chaos, and the landing page, now show their content.
      await walkRecovered(page, ['/dashboard', ...failedScreens.map((entry) => entry.split(' ')[0])]);
      expect((await chaosStats(page)).enabled).toBe(false);
    });
  }

  // In halves too; each signs in through the chaos, and after the reload it
  // revisits the landing page and every screen that met a fault (the others had nothing to recover from).
  for (const [part, paths] of halves.entries()) {
    test(`slow and flaky replies: no crash, no blank screen, no endless spinner (part ${part + 1} of 2)`, async ({
      page,
      problems,
    }) => {
      allowChaosConsoleErrors(problems);
      await gotoApp(page, '/');
      await setChaos(page, FLAKY);
      const failedSignIns = await signInThroughChaos(page, personas.agencyAdmin);
      const { calls, failedScreens } = await walk(page, { everyCallFails: false, paths });
      const { faults } = await chaosStats(page);
      test.info().annotations.push({
        type: 'chaos',
        description: `${failedSignIns} failed sign-in rounds; ${paths.length} routes, ${calls} calls, faults ${JSON.stringify(faults)}`,
      });
      await reloadUnderChaos(page, personas.agencyAdmin);
      await walkRecovered(page, ['/dashboard', ...failedScreens.map((entry) => entry.split(' ')[0])]);
    });
  }
});
