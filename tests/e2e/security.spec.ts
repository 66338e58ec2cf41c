import type { Page } from '@playwright/test';
import { gotoApp } from './support/app';
import { JWT_PATTERN, readBrowserStorage, spyOnTokens } from './support/browser-storage';
import { expect, test } from './support/fixtures';
import { verifyMailedCode } from './support/mailed-code';
import { recordSecrets, signInThroughProvider, useLiveMode } from './support/live';
import { expectConsole, openResources, personas, signInAs } from './support/session';

/** The demo backend's own database (the mock's IndexedDB snapshot): server data, not the user's session. */
const MOCK_BACKEND_DB = 'indexedDB/pdns-mock/';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload="window.__xss=1"></svg>',
  'javascript:window.__xss=1//',
  '<iframe src="javascript:window.__xss=1"></iframe>',
];

/** No payload ran and none became markup: no dialog, no marker, no element it would have made. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  const injected = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('img[src="x"], iframe, svg[onload], [onerror], [onload], script:not([src])'),
    ).map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(injected).toEqual([]);
}

test.describe('security', () => {
  // The headers on every path are scripts/serve.test.ts's (vitest); this is the page obeying them.
  test('the page enforces the served Content Security Policy', async ({ page, problems }) => {
    // An inline script slipped into the DOM is refused: the one violation this test causes on purpose.
    problems.allow(/^script-src(-elem)? blocked inline/);
    problems.allow(
      /^Executing inline script violates the following Content Security Policy directive 'script-src 'self''/,
    );
    await gotoApp(page, '/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => problems.seen.filter((p) => p.kind === 'csp').length).toBeGreaterThan(0);
  });

  test('no token is ever written to web storage or IndexedDB', async ({ page, context }) => {
    const seen = await spyOnTokens(context);
    await signInAs(page, personas.globalAdmin);
    await page.getByRole('link', { name: 'View Access Request' }).click();
    await expect(page.getByRole('heading', { name: 'Access Requests' })).toBeVisible();
    await page.reload();
    await expectConsole(page);
    await gotoApp(page, '/organizations/users');
    await expectConsole(page);
    // The query cache is persisted with a 1 s throttle; let it write.
    await page.waitForTimeout(1500);

    const tokens = [...seen];
    expect(tokens.length, 'the spy saw the session tokens of both page loads').toBeGreaterThanOrEqual(2);
    const stored = await readBrowserStorage(page);
    expect(
      stored.some((entry) => entry.where.startsWith('indexedDB/pdns-query-cache/')),
      'the query cache was persisted',
    ).toBe(true);
    for (const token of tokens) {
      expect(stored.filter((entry) => entry.text.includes(token)).map((e) => e.where)).toEqual([]);
    }
    expect(
      stored.filter((entry) => JWT_PATTERN.test(entry.text) || /Bearer\s/i.test(entry.text)).map((e) => e.where),
    ).toEqual([]);
  });

  test('sign-out leaves no authenticated data in IndexedDB or web storage', async ({ page, context }) => {
    const seen = await spyOnTokens(context);
    await signInAs(page, personas.multiAgency);
    await page
      .getByRole('combobox')
      .first()
      .waitFor()
      .catch(() => undefined);
    await page.waitForTimeout(1500);
    const signedIn = await readBrowserStorage(page);
    expect(signedIn.some((entry) => entry.where.startsWith('indexedDB/pdns-query-cache/'))).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await page.waitForTimeout(1500);

    const tokens = [...seen];
    expect(tokens.length).toBeGreaterThan(0);
    const left = (await readBrowserStorage(page)).filter((entry) => !entry.where.startsWith(MOCK_BACKEND_DB));
    // The persister may write the emptied cache after the sign-out removed it: an empty client is fine.
    for (const entry of left.filter((e) => e.where.startsWith('indexedDB/pdns-query-cache/'))) {
      const persisted = JSON.parse(entry.text.slice(entry.text.indexOf(' ') + 1)) as {
        clientState?: { queries?: unknown[]; mutations?: unknown[] };
      };
      const parsed = typeof persisted === 'string' ? (JSON.parse(persisted) as typeof persisted) : persisted;
      expect(parsed.clientState?.queries ?? [], entry.text.slice(0, 300)).toEqual([]);
      expect(parsed.clientState?.mutations ?? []).toEqual([]);
    }
    const personal = ['james.whitfield', 'Whitfield', 'org-gsa', 'General Services', ...tokens];
    expect(left.filter((entry) => personal.some((text) => entry.text.includes(text))).map((e) => e.where)).toEqual([]);
  });

  test('script and HTML payloads typed into text fields stay text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // The request-access form, before sign-in.
    await gotoApp(page, '/');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('button', { name: 'Request Access' }).click();
    await page.getByLabel('First Name').fill(PAYLOADS[0]);
    await page.getByLabel('Last Name').fill(PAYLOADS[2]);
    await page.getByLabel('Email Address').fill(PAYLOADS[1]);
    await page.locator('input[type="password"]').fill(PAYLOADS[3]);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue(PAYLOADS[0]);
    await expectInert(page, dialogs);
    // The person-name rule refuses markup in names at sign-up, before anything is filed.
    await expect(
      page.getByText('First Name may contain only letters, spaces, apostrophes, hyphens and periods'),
    ).toBeVisible();
    await page.getByLabel('First Name').fill('Pat');
    await page.getByLabel('Last Name').fill('Payload');
    await page.getByLabel('Email Address').fill('pat.payload@usda.gov');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await verifyMailedCode(page, 'pat.payload@usda.gov');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expectInert(page, dialogs);

    // Every text box on the signed-in screens (search boxes, forms), as they are built.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^${personas.globalAdmin},`) }).click();
    await expectConsole(page);
    for (const path of [
      '/access-requests',
      '/organizations/users',
      '/organizations/organization-information',
      '/policy-editor',
      '/logs/viewer',
    ]) {
      await page.evaluate((to) => window.history.pushState(window.history.state, '', to), path);
      await expect(page.locator('main')).not.toBeEmpty();
      // Number fields (the pager's 'Go to page') take no text, and a search that finds nothing hides them.
      const text = ':not([inputmode="decimal"]):not([inputmode="numeric"])';
      const boxes = page
        .locator('main')
        .locator(`input[type="text"]${text}, input[type="search"], input:not([type])${text}, textarea`);
      const count = await boxes.count();
      for (let i = 0; i < count; i++) {
        const box = boxes.nth(i);
        if (!(await box.isVisible()) || !(await box.isEditable())) continue;
        await box.fill(PAYLOADS[i % PAYLOADS.length]);
        await box.press('Enter');
      }
      await expectInert(page, dialogs);
    }
  });

  test.describe('guide markdown', () => {
    // The guide comes from the network here, not the precache, so the test can serve its own.
    test.use({ serviceWorkers: 'block' });

    test('a tampered guide page renders inert', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const hostile = [
        '# Tampered guide',
        'Plain words survive.',
        '<script>window.__xss=1</script>',
        '<img src=x onerror="window.__xss=1">',
        '[a script link](javascript:window.__xss=1)',
        '<iframe src="https://evil.example"></iframe>',
        '<svg onload="window.__xss=1"><circle r="1"/></svg>',
        '`<script>shown as code</script>`',
      ].join('\n\n');
      await page.route('**/guide/*.md', (route) =>
        route.fulfill({ status: 200, contentType: 'text/markdown', body: hostile }),
      );
      await signInAs(page, personas.tenantUser);
      const menu = await openResources(page);
      await menu.getByRole('menuitem', { name: 'User Guide' }).click();
      const guide = page.getByRole('dialog');
      await expect(guide.getByRole('heading', { name: 'Tampered guide' })).toBeVisible();
      await expect(guide.getByText('<script>shown as code</script>')).toBeVisible();
      await expect(guide.getByText('a script link')).toBeVisible();
      await expect(guide.locator('a')).toHaveCount(0);
      await expectInert(page, dialogs);
    });
  });
});

test.describe('security in live mode @live', () => {
  useLiveMode();

  test('no code, access, ID or refresh token is kept in web storage or IndexedDB, across a reload and after sign-out', async ({
    page,
  }) => {
    const secrets = recordSecrets(page);
    await signInThroughProvider(page, personas.multiAgency);
    await gotoApp(page, '/organizations/users');
    // A reload signs in again through the provider's session (Federating..., no login page).
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1500);

    // Two sign-ins: two codes, and each one's access, ID and refresh token.
    expect(secrets.size).toBeGreaterThanOrEqual(8);
    const stored = await readBrowserStorage(page);
    expect(stored.some((entry) => entry.where.startsWith('indexedDB/pdns-query-cache/'))).toBe(true);
    for (const secret of secrets) expect(stored.filter((e) => e.text.includes(secret)).map((e) => e.where)).toEqual([]);
    expect(
      stored
        .filter((e) => JWT_PATTERN.test(e.text) || /Bearer\s|code_verifier|refresh_token/i.test(e.text))
        .map((e) => e.where),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.waitForTimeout(1500);
    const personal = ['james.whitfield', 'Whitfield', 'org-gsa', 'General Services', ...secrets];
    const left = await readBrowserStorage(page);
    expect(left.filter((entry) => personal.some((text) => entry.text.includes(text))).map((e) => e.where)).toEqual([]);
  });
});
