import type { Page } from '@playwright/test';
import type { ChaosSettings, ChaosStats } from '../../../mock-service/core/chaos';

/** Turns the mock's chaos setting on in the page (it lasts for the tab, across reloads). */
export async function setChaos(page: Page, settings: Partial<ChaosSettings>): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__pdnsMock));
  await page.evaluate((s) => void window.__pdnsMock!.chaos.set(s), settings);
}

export async function chaosOff(page: Page): Promise<void> {
  await page.evaluate(() => window.__pdnsMock?.chaos.off());
}

/** The demo renders before its mock has started, so wait for the mock's controls first. */
export async function chaosStats(page: Page): Promise<ChaosStats> {
  await page.waitForFunction(() => Boolean(window.__pdnsMock));
  return page.evaluate(() => window.__pdnsMock!.chaos.stats());
}

const busySelector = 'main .mantine-Loader-root, main [aria-busy="true"], [role="status"]:has(.mantine-Loader-root)';

/**
 * Waits until the screen is quiet: no call in flight in the mock and no spinner showing, for
 * `quietMs` in a row. Fails if that never happens (a spinner forever).
 */
export async function settle(page: Page, { quietMs = 300, timeout = 45_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  let quietSince = 0;
  for (;;) {
    const busy = await page.evaluate((selector) => {
      const visible = Array.from(document.querySelectorAll(selector)).some(
        (el) => (el as HTMLElement).offsetParent !== null,
      );
      return visible || (window.__pdnsMock?.chaos.stats().inFlight ?? 0) > 0;
    }, busySelector);
    const now = Date.now();
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = now;
    else if (now - quietSince >= quietMs) return;
    if (now > deadline)
      throw new Error(
        `The screen at ${page.url()} never settled: a call or a spinner was still going after ${timeout} ms`,
      );
    await page.waitForTimeout(100);
  }
}

/** A failure the user can see: an error state (see src/components/error-state.tsx) or a notification. */
export const errorStateSelector = '[data-error-state], .mantine-Notification-root';

export async function visibleErrorStates(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector))
        .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
        .map((el) => (el as HTMLElement).innerText.trim())
        .filter((text) => text.length > 0),
    errorStateSelector,
  );
}

/** The text of the main landmark (the console's or the sign-in screen's), empty when blank. */
export const mainText = (page: Page): Promise<string> =>
  page.evaluate(() => (document.querySelector('main') as HTMLElement | null)?.innerText.trim() ?? '');
