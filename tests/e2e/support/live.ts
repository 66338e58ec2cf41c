import type { Page } from '@playwright/test';
import { gotoApp } from './app';
import { liveBaseURL, liveEnabled, mockURL } from './env';
import { expect, test } from './fixtures';

/**
 * Call at the top of a `test.describe('... @live', ...)` block: its tests run against the live
 * build and the mock server, and are skipped when live mode is not set up (see env.ts).
 */
export function useLiveMode(): void {
  test.skip(!liveEnabled, 'live mode needs scripts/mock-server.ts and dist-live (or E2E_LIVE=1)');
  test.use({ baseURL: liveBaseURL });
}

/** The mock provider's failure switches (scripts/mock-server/oidc-switches.ts), as its login page labels them. */
export const providerSwitches = {
  refuseNextRenewal: 'Refuse the next token renewal',
  noRolesClaim: 'Issue access tokens without the roles claim',
  unlinked: "Answer the API with the 'unlinked identity provider' error",
} as const;
export type ProviderSwitch = keyof typeof providerSwitches;

/** On the provider's login page: tick the switches, pick the persona. */
export async function pickOnProviderPage(page: Page, name: string, switches: ProviderSwitch[] = []): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Mock identity provider' })).toBeVisible();
  expect(page.url().startsWith(`${mockURL}/oidc/login/`)).toBe(true);
  for (const name of switches) await page.getByLabel(providerSwitches[name]).check();
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
}

/**
 * From a fresh page of the live build: Terms of Use, Sign In (to the provider), pick the persona
 * there, back through the callback to the console. With `waitForConsole: false` it returns once
 * the persona is picked (for the failure cases, which never reach the console).
 */
export async function signInThroughProvider(
  page: Page,
  name: string,
  options: { switches?: ProviderSwitch[]; waitForConsole?: boolean } = {},
): Promise<void> {
  await gotoApp(page, '/');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await pickOnProviderPage(page, name, options.switches);
  if (options.waitForConsole === false) return;
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
}

/** Every secret the sign-in handled: codes, access, ID and refresh tokens. */
const TOKEN_ENDPOINT = `${mockURL}/oidc/token`;

export function recordSecrets(page: Page): Set<string> {
  const secrets = new Set<string>();
  page.on('request', (request) => {
    const code = new URL(request.url()).searchParams.get('code');
    if (code) secrets.add(code);
  });
  page.on('response', async (response) => {
    if (response.url() !== TOKEN_ENDPOINT || !response.ok()) return;
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    for (const name of ['access_token', 'id_token', 'refresh_token']) {
      if (typeof body[name] === 'string') secrets.add(body[name]);
    }
  });
  return secrets;
}
