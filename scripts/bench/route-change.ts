import type { Browser, Page } from '@playwright/test';
import { median, nameHelper } from './browser';

export interface RouteFigures {
  route: string;
  /** The first visit in a session (median over the sessions): lazy chunks and data come then. */
  first: number;
  /** The later visits (median), with chunk and query cached. */
  repeat: number;
  /** The slowest single change of all, so a median cannot hide an outlier. */
  worst: number;
  /** Every first visit, then every later visit, in ms. */
  firsts: number[];
  repeats: number[];
}

/** The flow of tests/e2e/support/session.ts: Terms of Use, Sign In, the persona. */
export async function signIn(page: Page, url: string, persona: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${persona},`) }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.locator('#main-content :is(h1, h2)').first().waitFor();
}

/**
 * Click to painted, timed in the page: from just before the main-nav link's click until the new
 * route's heading (h1, or h2 on a planned screen) is in #main-content with nothing loading (no
 * loader, nothing aria-busy: a table showing skeleton rows is not yet painted), then the next
 * animation frame and the task after it (the frame has been painted by then).
 */
function clickAndTime(label: string): Promise<number> {
  const main = document.getElementById('main-content')!;
  const link = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a')].find(
    (a) => a.textContent?.trim() === label,
  )!;
  const before = main.querySelector('h1, h2')?.textContent ?? '';
  const fromPath = location.pathname;
  return new Promise<number>((resolve, reject) => {
    let done = false;
    const shown = () => {
      const heading = main.querySelector('h1, h2');
      return (
        location.pathname !== fromPath &&
        !!heading &&
        heading.textContent !== before &&
        heading.getBoundingClientRect().height > 0 &&
        // Still loading: a loader, or a region marked busy (the data table's skeleton rows).
        !main.querySelector('.mantine-Loader-root, [aria-busy="true"]')
      );
    };
    const finish = () => {
      if (done || !shown()) return;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(finish);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    setTimeout(() => !done && reject(new Error(`"${label}" did not show a new heading within 10 s`)), 10_000);
    const start = performance.now();
    link.click();
    finish();
  });
}

/**
 * For each of `sessions` fresh browser contexts: signs in as the persona, leaves the dashboard
 * a second to settle (as a person reading it would; the app preloads the menu's areas when idle),
 * then walks the main navigation `rounds` times, timing each change. A fresh session per run
 * gives the first visit as many samples as the repeats.
 */
export async function routeChanges(
  browser: Browser,
  url: string,
  persona: string,
  sessions: number,
  rounds = 2,
): Promise<RouteFigures[]> {
  const firsts = new Map<string, number[]>();
  const repeats = new Map<string, number[]>();
  let order: string[] = [];
  for (let session = 0; session < sessions; session++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(nameHelper);
      const page = await context.newPage();
      await signIn(page, url, persona);
      await page.waitForTimeout(1000);
      const labels = await page.locator('nav[aria-label="Main"] a').allTextContents();
      order = [...labels.slice(1), labels[0]];
      for (let round = 0; round < rounds; round++) {
        for (const label of order) {
          const into = round === 0 ? firsts : repeats;
          if (!into.has(label)) into.set(label, []);
          into.get(label)!.push(await page.evaluate(clickAndTime, label));
          // Let the route's follow-up work (queries settling, persistence) finish before the next click.
          await page.waitForTimeout(300);
        }
      }
    } finally {
      await context.close();
    }
  }
  return order.map((route) => {
    const first = firsts.get(route) ?? [];
    const repeat = repeats.get(route) ?? [];
    return {
      route,
      first: median(first),
      repeat: median(repeat),
      worst: Math.max(...first, ...repeat),
      firsts: first,
      repeats: repeat,
    };
  });
}
