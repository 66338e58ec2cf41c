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
  // Chromium 156 draws its address bar's suggestions with a WebUI page and preloads one for every
  // new window, even headless: a renderer of its own busy for seconds at each new browser context,
  // on cores the page under test shares.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
