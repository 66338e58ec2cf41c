import type { Page, Request } from '@playwright/test';
import { mockURL } from './support/env';
import { expect, test } from './support/fixtures';
import { pickOnProviderPage, signInThroughProvider, useLiveMode } from './support/live';
import { personas } from './support/session';

/**
 * Live mode end to end through the mock server's OpenID provider (scripts/mock-server/): its
 * login page, its tokens (15 s, MOCK_OIDC_TOKEN_TTL in playwright.config.ts, so a renewal comes
 * after 12 s), its failure switches, its end-session endpoint.
 */
const TOKEN_ENDPOINT = `${mockURL}/oidc/token`;
const isRenewal = (request: Request) =>
  request.url() === TOKEN_ENDPOINT && (request.postData() ?? '').includes('grant_type=refresh_token');

/** The sign-in screen after an automatic sign-out: back from the provider, Terms of Use, then the reason. */
async function expectSignedOutWith(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
}

test.describe('live sign-in through the OpenID provider @live', () => {
  useLiveMode();

  test('two personas one after the other, a renewal mid-work, sign-out ends the provider session', async ({ page }) => {
    await signInThroughProvider(page, personas.globalAdmin);
    expect(new URL(page.url()).pathname).not.toContain('signin-callback');

    // Work: view another organization (the API keeps the choice in the session the token maps to).
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Energy', exact: true }).click();
    await expect(page.getByText(/You are viewing Energy/)).toBeVisible();

    // The access token renews before it expires, and the next calls carry the new one.
    const renewal = await page.waitForResponse((response) => isRenewal(response.request()), { timeout: 20_000 });
    expect(renewal.status()).toBe(200);
    const renewed = ((await renewal.json()) as { access_token: string }).access_token;
    const nextCall = page.waitForRequest((r) => r.url() === `${mockURL}/user/api/user/update-org`);
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Agriculture', exact: true }).click();
    const call = await nextCall;
    expect(call.headers().authorization).toBe(`Bearer ${renewed}`);
    expect((await call.response())?.status()).toBe(200);
    await expect(page.getByText(/You are viewing Agriculture/)).toBeVisible();

    // Sign-out ends the provider's session: signing in again shows its login page.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    const current = page.waitForResponse((r) => r.url() === `${mockURL}/user/api/user/attributes`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await pickOnProviderPage(page, personas.agencyAdmin);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
    const user = (await (await current).json()) as { result: { email: string } };
    expect(user.result.email).toBe('daniel.okafor@usda.gov');
    await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);
  });

  test('a refused renewal signs the user out', async ({ page, problems }) => {
    problems.allow(/status of 400/);
    await signInThroughProvider(page, personas.tenantUser, { switches: ['refuseNextRenewal'] });
    await expectSignedOutWith(page, 'Your session could not be renewed');
  });

  test('a token without the roles claim signs the user out', async ({ page }) => {
    await signInThroughProvider(page, personas.globalUserManager, {
      switches: ['noRolesClaim'],
      waitForConsole: false,
    });
    await expectSignedOutWith(page, 'Your sign-in did not include your roles');
  });

  test("the 'unlinked identity provider' error starts sign-in again", async ({ page, problems }) => {
    problems.allow(/status of 401/);
    // The console leaves for the provider right after the refusal: its body is read on the way through.
    const keys: string[] = [];
    await page.route(`${mockURL}/user/api/**`, async (route) => {
      const response = await route.fetch();
      if (response.status() === 401)
        keys.push(...((await response.json()) as { errors: { key: string }[] }).errors.map((e) => e.key));
      // The page may have left for the provider meanwhile, and the reply with it: nothing to hand on.
      await route.fulfill({ response }).catch(() => undefined);
    });
    await signInThroughProvider(page, personas.customerManager, { switches: ['unlinked'], waitForConsole: false });
    await expect.poll(() => keys).toContain('auth.unlinkedIdentity');
    // Back at the provider's login page by itself (prompt=login), where another sign-in works.
    await pickOnProviderPage(page, personas.customerManager);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
    // The signed-in console keeps calling: a call still in the handler when the test ends is dropped.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
