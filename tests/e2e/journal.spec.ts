import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { goOffline, waitForServiceWorker } from './support/app';
import { expectNoAxeViolationsInBothSchemes } from './support/axe';
import { expect, test, useServiceWorker } from './support/fixtures';
import { personas, signInAs } from './support/session';

useServiceWorker();

/** Sign-in waits for the mock's worker to seed 10,000-odd users; on a loaded machine that outlasts signInAs's 10 s. */
const signIn = (page: Page, name: string, path?: string) =>
  signInAs(page, name, path).catch(() =>
    expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 }),
  );

const openJournal = async (page: Page) => {
  await page.getByRole('button', { name: 'DEMO DATA', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await panel.getByRole('tab', { name: 'Journal' }).click();
  return panel;
};

const replay = async (page: Page, file: string) => {
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await panel.locator('input[type="file"]').setInputFiles(file);
  await panel.getByRole('button', { name: 'Replay', exact: true }).click();
  return panel;
};

test('a journal recorded in one context replays offline in another: no differences, then a changed reply is reported', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  // Record: Daniel adds a distribution list, reloads mid-workflow, and moves to another screen.
  await signIn(page, personas.agencyAdmin, '/organizations/dist');
  let panel = await openJournal(page);
  await panel.getByRole('button', { name: 'Start recording' }).click();
  await expect(panel.getByRole('status')).toContainText('Recording');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Add New List' }).click();
  await page.getByLabel('Distribution Name').fill('Journal Bridge');
  await page
    .getByRole('textbox', { name: /^Email Address, recipient/ })
    .first()
    .fill('bridge@usda.gov');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Distribution list created or updated')).toBeVisible();
  await page.reload();
  // The worker restores the written database from IndexedDB: slow on a loaded machine.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 });
  await page
    .getByRole('table', { name: /^Distribution Lists of / })
    .getByRole('link', { name: 'View List Journal Bridge' })
    .click();
  await expect(page.getByLabel('Distribution Name')).toHaveValue('Journal Bridge');
  panel = await openJournal(page);
  // The recording lasted across the reload.
  await expect(panel.getByRole('status')).toContainText(/^Recording: [1-9]\d* route changes, [1-9]\d* calls$/);
  await panel.getByRole('button', { name: 'Stop recording' }).click();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export journal' }).click();
  const file = testInfo.outputPath('journal.json');
  await (await download).saveAs(file);
  const text = readFileSync(file, 'utf8');
  expect(text).not.toMatch(/Bearer|[0-9a-f]{64}/);
  if (process.env.JOURNAL_SAVE_TO) writeFileSync(process.env.JOURNAL_SAVE_TO, text);

  // Replay in a fresh context, offline, from the panel.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const tester = await other.newPage();
  await signIn(tester, personas.globalAdmin);
  await waitForServiceWorker(tester);
  await goOffline(other);
  await openJournal(tester);
  let replayed = await replay(tester, file);
  // The replay worker seeds its own database first (10,000-odd users): seconds, more under load.
  await expect(replayed.getByText('No differences')).toBeVisible({ timeout: 90_000 });
  await expect(replayed.getByText(/^Replayed (\d+) of \1 calls; every reply matched the recording\.$/)).toBeVisible();

  // A copy with one reply value changed on purpose: the difference is reported where it is.
  const journal = JSON.parse(text) as {
    entries: { kind: string; n: number; request: { path: string }; reply: { body: { result: { name: string } } } }[];
  };
  const got = journal.entries.find((e) => e.kind === 'call' && e.request.path === '/api/distlist/get')!;
  got.reply.body.result.name = 'Changed On Purpose';
  const changed = testInfo.outputPath('changed.json');
  writeFileSync(changed, JSON.stringify(journal));
  replayed = await replay(tester, changed);
  await expect(replayed.getByText('1 call differs')).toBeVisible({ timeout: 90_000 });
  const row = replayed.getByRole('row', { name: new RegExp(`^${got.n} POST /api/distlist/get`) });
  await expect(row).toContainText('$.body.result.name');
  await expect(row).toContainText('"Changed On Purpose"');
  await expect(row).toContainText('"Journal Bridge"');
  await expectNoAxeViolationsInBothSchemes(tester, 'the journal report with a difference');
  await other.close();
});
