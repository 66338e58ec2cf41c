import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { nameHelper } from './browser';

export interface LoadFigures {
  /** Largest contentful paint, ms from navigation start. */
  lcp: number;
  fcp: number;
  /**
   * When the page can be used: the target's ready element (the app's own Accept button, not the
   * static first screen's copy) is there, ms from navigation start. Read just after Playwright
   * sees it, so it runs a little late; the LCP can come well before it.
   */
  ready: number;
  /** Total blocking time: the part over 50 ms of every long task after the first contentful paint. */
  tbt: number;
  /** Cumulative layout shift: the worst session window (1 s gap, 5 s cap), as web-vitals counts it. */
  cls: number;
  /** Resources the page fetched, and how many of them the service worker answered. */
  requests: number;
  fromServiceWorker: number;
}

export interface Profile {
  name: 'unthrottled' | 'field laptop';
  cpu: number;
  /** Chrome DevTools' "Slow 4G" preset: 1.6 Mbps down, 750 kbps up, 150 ms RTT, each scaled as DevTools does. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

export const profiles: Profile[] = [
  { name: 'unthrottled', cpu: 1 },
  {
    name: 'field laptop',
    cpu: 4,
    network: { latency: 150 * 3.75, downloadThroughput: (1.6e6 * 0.9) / 8, uploadThroughput: (750e3 * 0.9) / 8 },
  },
];

/** Registered before any page script runs: buffered observers for the figures above. */
function collectVitals() {
  const store = { lcp: 0, fcp: 0, shifts: [] as [number, number][], longTasks: [] as [number, number][] };
  (window as unknown as { __bench: typeof store }).__bench = store;
  const observe = (type: string, take: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks leaves its figure at zero.
    }
  };
  observe('largest-contentful-paint', (entry) => (store.lcp = entry.startTime));
  observe('paint', (entry) => entry.name === 'first-contentful-paint' && (store.fcp = entry.startTime));
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) store.shifts.push([shift.startTime, shift.value]);
  });
  observe('longtask', (entry) => store.longTasks.push([entry.startTime, entry.duration]));
}

async function readFigures(page: Page): Promise<Omit<LoadFigures, 'requests' | 'fromServiceWorker' | 'ready'>> {
  const raw = await page.evaluate(
    () =>
      (
        window as unknown as {
          __bench: { lcp: number; fcp: number; shifts: [number, number][]; longTasks: [number, number][] };
        }
      ).__bench,
  );
  const tbt = raw.longTasks
    .filter(([start]) => start >= raw.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  let cls = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const [time, value] of raw.shifts) {
    if (session > 0 && time - last < 1000 && time - first < 5000) session += value;
    else [session, first] = [value, time];
    last = time;
    cls = Math.max(cls, session);
  }
  return { lcp: raw.lcp, fcp: raw.fcp, tbt, cls };
}

export interface Target {
  name: string;
  url: string;
  /** Visible once the measured page has rendered its content. */
  ready: (page: Page) => Promise<void>;
  /** Whether the build has a service worker (the floor has none). */
  serviceWorker: boolean;
}

async function throttle(cdp: CDPSession, profile: Profile, network: boolean): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const conditions =
    network && profile.network ? profile.network : { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
}

/** Loads or reloads, waits for the content and for the page to go quiet, then reads the figures. */
async function measure(page: Page, target: Target, profile: Profile, go: () => Promise<unknown>): Promise<LoadFigures> {
  let requests = 0;
  let fromServiceWorker = 0;
  const count = (response: { fromServiceWorker(): boolean }) => {
    requests++;
    if (response.fromServiceWorker()) fromServiceWorker++;
  };
  page.on('response', count);
  await go();
  await target.ready(page);
  const ready = await page.evaluate(() => performance.now());
  // LCP can still move after the content shows (a late image, a font); give it time to settle.
  await page.waitForTimeout(profile.cpu > 1 ? 1500 : 750);
  page.off('response', count);
  return { ...(await readFigures(page)), ready, requests, fromServiceWorker };
}

export interface ProfileRun {
  cold: LoadFigures;
  swReload?: LoadFigures;
  offlineReload?: LoadFigures;
}

/**
 * One fresh browser profile (empty HTTP cache, storage and service worker): a cold load, then,
 * once the service worker controls the page, a reload it serves, then a reload while offline.
 */
export async function loadRun(browser: Browser, target: Target, profile: Profile): Promise<ProfileRun> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(nameHelper);
    await context.addInitScript(collectVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await throttle(cdp, profile, true);
    const cold = await measure(page, target, profile, () => page.goto(target.url));
    if (!target.serviceWorker) return { cold };

    // The worker installs (and precaches) at full speed: only the reload it serves is measured.
    await throttle(cdp, profile, false);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await throttle(cdp, profile, true);
    const swReload = await measure(page, target, profile, () => page.reload());
    await context.setOffline(true);
    const offlineReload = await measure(page, target, profile, () => page.reload());
    await context.setOffline(false);
    return { cold, swReload, offlineReload };
  } finally {
    await context.close();
  }
}
