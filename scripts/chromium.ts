/**
 * Debian's Chromium and the flags that keep it off the (closed) network, shared by the browser
 * tests (playwright.config.ts) and the benchmark (scripts/bench). Playwright cannot download its
 * own browser here. Service workers stay allowed: the offline tests and the bench need them.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
