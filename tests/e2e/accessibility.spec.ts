import type { Page } from '@playwright/test';
import { gotoApp } from './support/app';
import { expectNoAxeViolationsInBothSchemes, setColorScheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { verifyMailedCode } from './support/mailed-code';
import { ROUTES, type RouteVisit } from './support/route-table';
import { openInApp, waitForScreen, walkRoutes } from './support/route-walk';
import { type PersonaKey, openResources, personas, signInAs } from './support/session';

/**
 * WCAG 2.0/2.1 A and AA (axe-core) on every route and on the key states (dialogs open,
 * validation errors, empty tables, loading), in the light and the dark colour scheme: each state
 * is reached once and checked in both.
 */

// Each test runs many axe passes; a busy two-core machine can make that slow (a walk of 14
// routes has taken over two minutes beside a second browser).
test.describe.configure({ timeout: 180_000 });

/** The demo's mock starts when the browser is idle: wait for its controls before holding. */
const holdRequests = async (page: Page, pattern: string) => {
  await page.waitForFunction(() => window.__pdnsMock !== undefined);
  await page.evaluate((p) => window.__pdnsMock!.holdRequests(p), pattern);
};
const releaseRequests = (page: Page) => page.evaluate(() => window.__pdnsMock!.releaseRequests());

/**
 * Every route has a row in the table: tests/e2e/support/route-table.test.ts (vitest).
 * Each persona's routes in chunks of at most 8, each chunk a test taking the worker's signed-in page for
 * its persona, since a walk only looks: a chunk is about a minute of worker time beside a second
 * browser (chunks of 14 took up to two minutes, and one met the timeout in a clean-clone run).
 */
const WALK_CHUNK = 8;
const walks: { as: PersonaKey; visits: RouteVisit[] }[] = [];
for (const as of new Set(ROUTES.map((visit) => visit.as))) {
  const mine = ROUTES.filter((visit) => visit.as === as);
  // Chunks of even size, none over WALK_CHUNK.
  const size = Math.ceil(mine.length / Math.ceil(mine.length / WALK_CHUNK));
  for (let i = 0; i < mine.length; i += size) walks.push({ as, visits: mine.slice(i, i + size) });
}

/** The list screens whose loading and no-match states are checked, one test each. */
const LIST_SCREENS = ['/organizations/users', '/organizations/dist', '/organizations/alert-set', '/policy-editor'];

for (const { as, visits } of walks) {
  const span = `${visits[0].route} … ${visits.at(-1)!.route}`;
  test(`every route, light and dark: ${personas[as]} (${span})`, async ({ signedIn }) => {
    await walkRoutes(await signedIn(personas[as]), visits);
  });
}

test('sign-in screens: terms, loading, personas, request access with errors', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('dialog', { name: 'Terms of Use' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the Terms of Use');
  await page.getByRole('button', { name: 'Accept' }).click();

  await holdRequests(page, '^/auth/personas$');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Loading sign-in options...')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the persona chooser, loading');
  await releaseRequests(page);
  await expect(page.getByRole('button', { name: new RegExp(`^${personas.globalAdmin},`) })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the persona chooser');

  await page.getByRole('button', { name: 'Request Access' }).click();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the Request Access form with errors');

  await page.getByLabel('First Name').fill('Alex');
  await page.getByLabel('Last Name').fill('Morgan');
  await page.getByLabel('Email Address').fill('alex.morgan@usda.gov');
  await page.locator('input[type="password"]').fill('correct horse battery');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the Request Access code step');
  await verifyMailedCode(page, 'alex.morgan@usda.gov');
  await expect(page.getByText('Request submitted')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the sign-in card after a request was submitted');
});

test('rules of behavior, a guard sending a user to not-authorized, the session timeout', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, personas.rulesNotSigned);
  const rules = page.getByRole('dialog', { name: 'Rules of Behavior' });
  await expect(rules).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the Rules of Behavior');
  await rules.getByRole('checkbox').check();
  await rules.getByRole('button', { name: 'Accept' }).click();
  await openInApp(page, '/organizations/onboard');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the not-authorized page after a guard');
  await page.clock.fastForward('18:05');
  await expect(page.getByRole('dialog', { name: 'Session Timeout' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the session timeout warning');
});

test('key states: signing in, access requests loading and empty, the organization dropdown', async ({ page }) => {
  // Start-up fetches the pending requests before the console shows: hold them, and the
  // sign-in stays on its loading state.
  await gotoApp(page, '/access-requests');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await holdRequests(page, '^/api/org-request/list$');
  await page.getByRole('button', { name: new RegExp(`^${personas.globalAdmin},`) }).click();
  await expect(page.getByText('Federating...')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'signing in (loading)');
  await releaseRequests(page);

  const table = page.getByRole('table', { name: 'Pending access requests' });
  await expect(table).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the access-request panel');
  await page
    .getByRole('button', { name: /^Deny access request from/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Deny access request' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the deny confirmation');
  // Deny every request: the empty table.
  for (let left = await table.getByRole('button', { name: /^Deny/ }).count(); left > 0; left -= 1) {
    const dialog = page.getByRole('dialog', { name: 'Deny access request' });
    if (!(await dialog.isVisible())) await table.getByRole('button', { name: /^Deny/ }).first().click();
    await dialog.getByRole('button', { name: 'Deny' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('button', { name: /^Deny/ })).toHaveCount(left - 1);
  }
  await expect(table.getByText('No Records Found')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the access-request panel, empty');

  await page.getByRole('combobox', { name: 'Organization' }).click();
  await expect(page.getByRole('option', { name: 'Energy', exact: true })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the organization dropdown, open');
  await page.getByRole('option', { name: 'Energy', exact: true }).click();
  await openInApp(page, '/dashboard');
  await expect(page.getByText(/You are viewing Energy/)).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the dashboard with every banner');
});

// Menus and dialogs, and the list screens, are tests of their own, each well inside its limit.
// These only look (the reset confirmation is closed unanswered), so they take the shared signed-in page.
test('key states: the Resources menu, its dialogs, the reset confirmation', async ({ signedIn }) => {
  const page = await signedIn(personas.globalAdmin);
  const menu = await openResources(page);
  await expectNoAxeViolationsInBothSchemes(page, 'the Resources menu');
  for (const item of ['About', 'Get Help', 'User Guide']) {
    if (item !== 'About') await openResources(page);
    await menu.getByRole('menuitem', { name: item }).click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    if (item === 'User Guide')
      await expect(page.getByRole('heading', { name: 'Protective DNS User Guide' })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page, `the ${item} dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset demo data' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the reset confirmation');
  await page.keyboard.press('Escape');
});

for (const path of LIST_SCREENS) {
  test(`key states: ${path} loading and with a search that finds nothing`, async ({ signedIn }) => {
    await listScreenStates(await signedIn(personas.globalAdmin), path);
  });
}

test('key states of user management: filter, row details, actions, confirmations, form errors', async ({ page }) => {
  await signInAs(page, personas.customerManager);
  await openInApp(page, '/organizations/users');
  await waitForScreen(page, '/organizations/users');
  const table = page.getByRole('table', { name: /^Users of / });
  await page.getByRole('button', { name: 'Filter' }).click();
  const organization = page.getByRole('combobox', { name: 'Organization' }).last();
  await organization.fill('Agricul');
  // Picked with the pointer: under load an arrow key could reach the list before its filtered
  // options had rendered, and Enter then picked nothing. This test is about the states axe sees.
  await page.getByRole('option', { name: /^Agricul/ }).click();
  await organization.press('Escape');
  await expectNoAxeViolationsInBothSchemes(page, 'the users filter popover');
  await page.getByRole('button', { name: 'Filter Users' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Agriculture');
  await table.getByRole('button', { name: 'Show details' }).first().click();
  await expectNoAxeViolationsInBothSchemes(page, 'a filtered list with an expanded row');

  await table
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'a user row actions menu');
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete User' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the delete-user confirmation');
  await page.keyboard.press('Escape');

  await openInApp(page, '/organizations/user/create?orgId=org-usda');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'the user form with validation errors');
});

/**
 * A list screen, first with every call held (its loading state), then with a search that finds
 * nothing ('No Records Found' on the shared DataTable). A screen still waiting for its release
 * shows a placeholder and has no search box yet; it is checked as it is.
 */
async function listScreenStates(page: Page, path: string): Promise<void> {
  const main = page.locator('#main-content');
  // A shared page may already show this screen: start from another, so the loading state is seen.
  if ((await page.evaluate(() => window.location.pathname)) === path) {
    await openInApp(page, '/profile');
    await waitForScreen(page, '/profile');
  }
  const before = await main.innerText();
  await holdRequests(page, '.');
  await openInApp(page, path);
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(path);
  await expect.poll(() => main.innerText()).not.toBe(before);
  await expectNoAxeViolationsInBothSchemes(page, `${path} while its data loads`);
  await releaseRequests(page);
  await waitForScreen(page, path);

  const search = main.getByRole('searchbox', { name: 'Search' });
  if ((await search.count()) === 0) return;
  await search.first().fill('zz-no-such-record-zz');
  await expect(main.getByText('No Records Found').first()).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, `${path} with a search that finds nothing`);
  // The page is shared, and a list keeps its search: leave it as it was found.
  await search.first().fill('');
  await expect(main.getByText('No Records Found')).toHaveCount(0);
}

test('the colour-scheme control: labelled, kept across reloads, auto follows the system', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Accept' }).click();
  const group = page.getByRole('radiogroup', { name: 'Color scheme' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await setColorScheme(page, 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('dialog', { name: 'Terms of Use' })).toBeVisible();

  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Accept' }).click();
  await setColorScheme(page, 'auto');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
