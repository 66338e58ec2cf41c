import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readCsvRecords } from '../../src/lib/read-csv';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';
import { filterPopover, pickFilterOption } from './support/user-filters';

// The users list holds the 10,000-user seed; whole workflows on a two-core machine need more time.
test.describe.configure({ timeout: 180_000 });

const usersTable = (page: Page) => page.getByRole('table', { name: /^Users of / });
/**
 * The page's last names ('Last, First' in the Name column), in order. The list sorts by last name
 * only, and users sharing one may come in either order, so a page is known by its last names.
 */
const lastNames = (names: string[]) => names.map((name) => name.split(',')[0].trim());
const nameCells = (page: Page) =>
  usersTable(page).getByRole('row').locator('td:nth-child(2)').allTextContents().then(lastNames);
const counts = (page: Page) => page.getByText(/^[\d,]+–[\d,]+ of [\d,]+$/);

/** Social Security's suspended users: hundreds of the 10,000, so several pages and export pages. */
async function filterSuspendedSocialSecurity(page: Page) {
  await page.getByRole('button', { name: 'Filter' }).click();
  const filters = filterPopover(page);
  await pickFilterOption(filters, 'Organization', 'Social Sec');
  await pickFilterOption(filters, 'Status', 'Suspended');
  await filters.getByRole('button', { name: 'Filter Users' }).click();
  await expect(page.getByRole('button', { name: FILTERED })).toBeVisible();
}
const FILTERED = 'Filter, 2 applied';

test('a filtered, sorted users page survives reload and Back, opens from a link, and exports its rows', async ({
  page,
  browser,
}) => {
  await signInAs(page, personas.customerManager, '/organizations/users');
  await expect(usersTable(page).getByRole('row').nth(1)).toBeVisible();
  await filterSuspendedSocialSecurity(page);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/statuses=/);
  const pageOne = await nameCells(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  await expect.poll(() => nameCells(page)).not.toEqual(pageOne);
  const pageTwo = await nameCells(page);
  const countText = await counts(page).textContent();
  const address = page.url();

  await page.reload();
  await expect(page.getByText(/^Page 2 of/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => nameCells(page)).toEqual(pageTwo);
  await expect(page.getByRole('button', { name: FILTERED })).toBeVisible();
  await expect(counts(page)).toHaveText(countText!);

  await page.goBack();
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  await expect.poll(() => nameCells(page)).toEqual(pageOne);

  // The address as a shared link, opened in a fresh browser by the same person after sign-in.
  const other = await browser.newPage();
  await signInAs(other, personas.customerManager, new URL(address).pathname + new URL(address).search);
  await expect(other.getByText(/^Page 2 of/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => nameCells(other)).toEqual(pageTwo);
  await other.close();

  const total = Number(countText!.split(' of ')[1].replace(/,/g, ''));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-of-.*\.csv$/);
  const data = await readCsvRecords(await readFile((await file.path())!, 'utf8'));
  expect(data).toHaveLength(total);
  expect(lastNames(data.slice(0, pageOne.length).map((row) => row.Name))).toEqual(pageOne);
  expect(new Set(data.map((row) => row.Status))).toEqual(new Set(['Suspended']));
  expect(new Set(data.map((row) => row.Organization))).toEqual(new Set(['Social Security']));
  expect(Object.keys(data[0])).toEqual(expect.arrayContaining(['Name', 'Description', 'Role', 'Status']));
});
