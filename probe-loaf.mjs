import { chromium } from '@playwright/test';
const who = process.argv[2] ?? 'Olivia Bennett';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addInitScript(() => {
  window.__loaf = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__loaf.push({ at: Math.round(e.startTime), ms: Math.round(e.duration), block: Math.round(e.blockingDuration), scripts: e.scripts.map((s) => `${Math.round(s.duration)}ms ${s.invokerType} ${s.invoker} ${s.sourceURL.split('/').pop()}:${s.sourceFunctionName} [${s.sourceCharPosition}]`) }))).observe({ type: 'long-animation-frame', buffered: true });
});
const page = await context.newPage();
await page.goto('http://127.0.0.1:4399/');
await page.getByRole('button', { name: 'Accept' }).click();
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.getByRole('button', { name: new RegExp(`^${who},`) }).click();
await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60000 });
await page.waitForTimeout(3000);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.reload();
await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60000 });
await page.waitForTimeout(2000);
await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await page.waitForFunction(() => document.querySelectorAll('[data-chart-drawn]').length >= 5, null, { timeout: 30000 }).catch(() => console.log('not 5 charts'));
await page.waitForTimeout(500);
const r = await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, loaf: window.__loaf }));
console.log('fcp', Math.round(r.fcp));
let tbt = 0;
for (const f of r.loaf) { if (f.at >= r.fcp) tbt += Math.max(0, f.block); if (f.block > 0) console.log(f.at, 'frame', f.ms, 'blocking', f.block, '\n   ' + f.scripts.filter(s => parseInt(s) > 5).join('\n   ')); }
console.log('LoAF blocking sum after fcp', tbt);
await browser.close();
