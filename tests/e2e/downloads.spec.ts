import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { goOffline } from './support/app';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';

/*
 * Pre-signed links in demo mode (mock-service/core/files): the mock makes the file, the console
 * fetches it through the page's interceptor and saves it, with no network. The user list has no
 * button in the spec, so the test opens it as a download button would (window.__pdnsFiles,
 * src/api/files/demo-hook.ts).
 */
async function userListLink(page: Page): Promise<string> {
  await page.waitForFunction(() => Boolean(window.__pdnsFiles));
  return page.evaluate(() => window.__pdnsFiles!.userListLink());
}
const openLink = (page: Page, url: string) => page.evaluate((link) => window.__pdnsFiles!.open(link), url);

// Each test signs in on a fresh context (its own demo database, seeded by the mock's worker): slow
// on a loaded machine.
test.describe.configure({ timeout: 150_000 });

test('a pre-signed file downloads offline in demo mode, with its real content', async ({ page, context, problems }) => {
  // The update check is a network fetch the browser reports as failed.
  problems.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_NETWORK/);
  await signInAs(page, personas.agencyAdmin);
  // Offline once the console has loaded (offline reloads are offline.spec.ts's): only the mock answers.
  await page.waitForFunction(() => Boolean(window.__pdnsFiles));
  await goOffline(context);

  const link = await userListLink(page);
  expect(new URL(link).pathname).toMatch(/^\/mock-files\/user-list\//);
  expect(new URL(link).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  const [download, opened] = await Promise.all([page.waitForEvent('download'), openLink(page, link)]);
  expect(opened).toBe(true);
  expect(download.suggestedFilename()).toMatch(/^users-department-of-agriculture-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Last Name,First Name,Middle Name,Email,Phone,Description,Role,Roles,Status');
  expect(lines.find((line) => line.includes('daniel.okafor@usda.gov'))).toMatch(/^Okafor,Daniel,/);
  expect(lines.length).toBeGreaterThan(10);
});

test('an expired link shows why instead of a file', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin);
  const link = await userListLink(page);
  // Past the user list's five minutes, on the mock's clock (the mock's worker owns time).
  await page.evaluate(() => window.__pdnsMock!.clock.advance(301_000));

  let downloaded = false;
  page.on('download', () => void (downloaded = true));
  expect(await openLink(page, link)).toBe(false);
  await expect(page.getByText('This download link has expired. Request the file again.')).toBeVisible();
  expect(downloaded).toBe(false);
});
