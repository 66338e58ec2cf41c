import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const out = [];
for (let round = 0; round < 2; round++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    try {
      localStorage.setItem('pdns-mock-idle-warming', 'off');
    } catch {}
  });
  const page = await context.newPage();
  let t = Date.now();
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const t1 = Date.now();
  await page.getByRole('button', { name: /^Daniel Okafor,/ }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 90000 });
  const t2 = Date.now();
  await page.waitForFunction(() => document.querySelectorAll('[data-chart-drawn]').length >= 1, null, {
    timeout: 90000,
  });
  const t3 = Date.now();
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 90000 });
  const t4 = Date.now();
  await page.waitForFunction(() => document.querySelectorAll('[data-chart-drawn]').length >= 1, null, {
    timeout: 90000,
  });
  const t5 = Date.now();
  out.push({
    toSignInList: t1 - t,
    toConsole: t2 - t1,
    toChart: t3 - t2,
    reloadConsole: t4 - t3,
    reloadChart: t5 - t4,
  });
  await context.close();
}
console.log(base, JSON.stringify(out));
await browser.close();
