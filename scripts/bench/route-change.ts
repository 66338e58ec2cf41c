import type { Browser, Page } from '@playwright/test';
import { median, nameHelper } from './browser';

export interface RouteFigures {
  route: string;
  /** The first visit: its lazy chunk and data are fetched then. */
  first: number;
  /** The later visits (median), with chunk and query cached. */
  repeat: number;
  all: number[];
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
 * route's heading (h1, or h2 on a planned screen) is in #main-content with no loader showing, then the next animation frame and
 * the task after it (the frame has been painted by then).
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
        !main.querySelector('.mantine-Loader-root')
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

/** Signs in as the persona and walks the main navigation `rounds` times, timing each change. */
export async function routeChanges(browser: Browser, url: string, persona: string, rounds: number): Promise<RouteFigures[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(nameHelper);
    const page = await context.newPage();
    await signIn(page, url, persona);
    const labels = await page.locator('nav[aria-label="Main"] a').allTextContents();
    const order = [...labels.slice(1), labels[0]];
    const times = new Map<string, number[]>(order.map((label) => [label, []]));
    for (let round = 0; round < rounds; round++) {
      for (const label of order) {
        times.get(label)!.push(await page.evaluate(clickAndTime, label));
        // Let the route's follow-up work (queries settling, persistence) finish before the next click.
        await page.waitForTimeout(300);
      }
    }
    return order.map((route) => {
      const all = times.get(route)!;
      return { route, first: all[0], repeat: median(all.slice(1)), all };
    });
  } finally {
    await context.close();
  }
}
