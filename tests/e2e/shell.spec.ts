import type { Locator, Page } from '@playwright/test';
import { gotoApp } from './support/app';
import { expect, test } from './support/fixtures';
import { expectConsole, openResources, personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

test.describe('signed-in shell', () => {
  test('a global admin sees the operator console', async ({ page }) => {
    await signInAs(page, personas.globalAdmin);
    const header = page.getByRole('banner');
    await expect(header.getByText('Protective DNS', { exact: true })).toBeVisible();
    await expect(header.getByText('Critical Infrastructure')).toBeVisible();
    await expect(page.getByText('DEMO DATA', { exact: true })).toBeVisible();
    await expect(page.getByText('An official website of the United States government')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Organizations' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'DNS Logs' })).toBeVisible();
    await expect(page.getByText('olivia.bennett@cisa.dhs.gov')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Organization' })).toBeVisible();
    await expect(page.getByText(/You have \d+ access requests pending/)).toBeVisible();

    const menu = await openResources(page);
    await expect(menu.getByRole('menuitem', { name: 'User Guide' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Global Policy Dispute' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'About' }).click();
    const about = page.getByRole('dialog', { name: 'Management Application Version' });
    await expect(about).toContainText('2.7.7');
    await expect(about).toContainText('7/31/2025');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Organizations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await keepScreen(page, 'test-results/screens/global-admin-shell.png');
  });

  test('a tenant user sees their own organization and no operator tools', async ({ signedIn }) => {
    const page = await signedIn(personas.tenantUser);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My Organization' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Organizations', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);
    await expect(page.getByText(/access requests pending/)).toHaveCount(0);

    const menu = await openResources(page);
    await expect(menu.getByRole('menuitem', { name: 'Global Policy Dispute' })).toBeVisible();
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'My Organization' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Organization' })).toBeVisible();
    await keepScreen(page, 'test-results/screens/tenant-user-shell.png');

    await page.goto('/access-requests');
    // A page load starts the demo's mock again, which restores its database before it answers.
    await expectConsole(page);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  });

  test('a user with no roles gets the dashboard only', async ({ page }) => {
    await signInAs(page, personas.noRoles);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard']);
    await page.goto('/policy-editor');
    // A page load starts the demo's mock again, which restores its database before it answers.
    await expectConsole(page);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  });

  test('unknown tab paths open the default tab', async ({ signedIn }) => {
    const page = await signedIn(personas.agencyAdmin);
    await page.goto('/organizations/no-such-tab');
    await expect(page).toHaveURL(/\/organizations\/users$/);
    await page.goto('/threats/nothing-here');
    await expect(page).toHaveURL(/\/threats\/dns-logs-analysis$/);
    await page.goto('/logs/unknown');
    await expect(page).toHaveURL(/\/logs\/viewer$/);
    await expect(page.getByRole('tab', { name: 'DNS Logs' })).toHaveAttribute('aria-selected', 'true');
  });

  test('leaving a tabbed area through the main nav does not bounce back to it', async ({ signedIn }) => {
    const page = await signedIn(personas.agencyAdmin);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Threat Analysis' }).click();
    await expect(page).toHaveURL(/\/threats\/dns-logs-analysis$/);
    await nav.getByRole('link', { name: 'My Organization' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Organization' })).toBeVisible();
    await expect(page).toHaveURL(/\/organizations\/users$/);
    await nav.getByRole('link', { name: 'DNS Logs' }).click();
    await expect(page).toHaveURL(/\/logs\/viewer$/);
  });

  test('a tab hidden from the viewer cannot be opened by its address', async ({ signedIn }) => {
    const page = await signedIn(personas.tenantUser);
    // Typed into the address bar: each is a page load, which restores the session first.
    await page.goto('/organizations/APIManagement');
    await expect(page).toHaveURL(/\/organizations\/users$/, { timeout: 30_000 });
    await page.goto('/logs/audit');
    await expect(page).toHaveURL(/\/logs\/viewer$/, { timeout: 30_000 });
    await expect(page.getByRole('tab')).toHaveText(['DNS Logs']);
  });

  test('the Rules of Behavior must be accepted once', async ({ page }) => {
    await signInAs(page, personas.rulesNotSigned);
    const dialog = page.getByRole('dialog', { name: 'Rules of Behavior' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expectConsole(page);
    await expect(page.getByRole('dialog', { name: 'Rules of Behavior' })).toHaveCount(0);
  });

  test('sign-out returns to the login screen and forgets the session', async ({ page }) => {
    await signInAs(page, personas.agencyAdmin);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  });
});

/** Presses Tab (or Shift+Tab) until the target has focus: only what the keyboard can reach. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: sign in, the colour scheme, the main nav, the organization dropdown and the Resources menu', async ({
  page,
}) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The colour-scheme control is a radio group: Tab reaches the chosen radio, arrows change it.
  const scheme = page.getByRole('radiogroup', { name: 'Color scheme' });
  await tabTo(page, scheme.getByRole('radio', { name: 'Light' }));
  await page.keyboard.press('ArrowRight');
  await expect(scheme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: new RegExp(`^${personas.globalAdmin},`) }));
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expectConsole(page);

  // The Dashboard lands with its legend and top-list links after the menu: allow for them.
  await tabTo(page, nav.getByRole('link', { name: 'Organizations' }), { max: 150 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();

  await tabTo(page, page.getByRole('combobox', { name: 'Organization' }));
  await page.keyboard.type('Energy');
  await expect(page.getByRole('option', { name: 'Energy', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/You are viewing Energy/)).toBeVisible();

  const resources = page.getByRole('button', { name: 'Resources' });
  await tabTo(page, resources, { back: true });
  await page.keyboard.press('Enter');
  const about = page.getByRole('menuitem', { name: 'About' });
  await expect(page.getByRole('menuitem', { name: 'Get Help' })).toBeVisible();
  for (let i = 0; i < 6 && !(await about.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(about).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Management Application Version' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(resources).toBeFocused();

  const headerScheme = page.getByRole('banner').getByRole('radiogroup', { name: 'Color scheme' });
  await tabTo(page, headerScheme.getByRole('radio', { name: 'Dark' }), { back: true });
  await page.keyboard.press('ArrowLeft');
  await expect(headerScheme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

/**
 * index.html paints a static copy of the first screen before any script loads (docs/performance.md,
 * "How the console meets them"). It must be the same screen the app then renders, text in the same places: a
 * different layout would shift, and a larger later copy would be the page's real LCP.
 */
test.describe('static first screen', () => {
  type Box = { text: string; x: number; y: number; width: number; height: number; font: string };

  /** Holds every request matching the pattern until the returned function is called. */
  async function hold(page: Page, pattern: RegExp): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  const boxes = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
          x: Math.round(rect.x),
          y: Math.round(rect.y),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
          font: `${style.fontFamily} ${style.fontSize}/${style.lineHeight} ${style.fontWeight}`,
        };
      }),
    );

  function expectSameBoxes(shell: Box[], app: Box[]) {
    expect(shell.map((box) => box.text)).toEqual(app.map((box) => box.text));
    const differences = shell.flatMap((box, i) => {
      const other = app[i];
      const keys = (['x', 'y', 'width', 'height'] as const).filter((key) => Math.abs(box[key] - other[key]) > 1);
      return box.font !== other.font || keys.length ? [{ text: box.text.slice(0, 40), shell: box, app: other }] : [];
    });
    expect(differences).toEqual([]);
  }

  test('the Terms of Use: the static copy and the app put the same text in the same places', async ({ page }) => {
    const releaseApp = await hold(page, /\/assets\/index-[^/]*\.js$/);
    // The module script is held, so neither DOMContentLoaded nor load comes until it is released.
    await page.goto('/', { waitUntil: 'commit' });
    // Styled: the stylesheet has arrived (the browser paints nothing before it does).
    await expect(page.locator('#boot-shell')).toHaveCSS('position', 'fixed');
    await expect(page.locator('#boot-shell .boot-terms')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'terms');
    const shell = [
      ...(await boxes(page, '.boot-banner > span:first-of-type')),
      ...(await boxes(page, '.boot-terms-title > span')),
      ...(await boxes(page, '.boot-terms-body > p, .boot-terms-body li')),
      ...(await boxes(page, '.boot-terms-accept')),
    ];

    releaseApp();
    const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    const app = [
      ...(await boxes(page, 'section[aria-label^="Official website"] > div > span:first-of-type')),
      ...(await boxes(page, '.mantine-Modal-title')),
      ...(await boxes(page, '.mantine-Modal-body p, .mantine-Modal-body li')),
      ...(await boxes(page, '.mantine-Modal-body button')),
    ];
    expectSameBoxes(shell, app);
  });

  test("'Federating...' on a reload with a session to resume: the same in both copies", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('pdns.identity', 'olivia.bennett@cisa.dhs.gov'));
    const releaseApp = await hold(page, /\/assets\/index-[^/]*\.js$/);
    // The demo's calls wait for its mock service: held, the app stays on 'Federating...'.
    const releaseMock = await hold(page, /\/assets\/browser-[^/]*\.js$/);
    await page.goto('/organizations/users', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'resume');
    await expect(page.locator('#boot-shell')).toHaveCSS('position', 'fixed');
    await expect(page.locator('#boot-shell').getByText('Federating...')).toBeVisible();
    await expect(page.locator('#boot-shell .boot-terms')).toBeHidden();
    const shell = [...(await boxes(page, '.boot-federating p')), ...(await boxes(page, '.boot-loader'))];

    releaseApp();
    await expect(page.getByRole('status')).toHaveText('Federating...');
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    const app = [
      ...(await boxes(page, '[role=status] p')),
      ...(await boxes(page, '[role=status] .mantine-Loader-root')),
    ];
    expectSameBoxes(shell, app);

    releaseMock();
    // The whole start-up (the mock's code, the database restored, the users page) after the hold.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
  });
});
