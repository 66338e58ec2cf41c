import { type Page, expect } from '@playwright/test';
// expect straight from Playwright: fixtures.ts builds its shared signed-in pages on signInAs.
import { goOffline, gotoApp } from './app';

/** Seeded personas the browser tests sign in as (mock-service/seed/personas.ts). */
export const personas = {
  globalAdmin: 'Olivia Bennett',
  globalUserManager: 'Marcus Reed',
  customerManager: 'Priya Natarajan',
  agencyAdmin: 'Daniel Okafor',
  tenantUser: 'Hannah Kim',
  multiAgency: 'James Whitfield',
  criticalInfrastructureAdmin: 'Teresa Alvarez',
  mspAdmin: 'Kevin Park',
  noRoles: 'Sam Rivera',
  rulesNotSigned: 'Grace Liu',
  policyApprover: 'Ruth Castellanos',
} as const;

export type PersonaKey = keyof typeof personas;

/** From a fresh page: Terms of Use, Sign In, pick the persona, wait for the console. */
export async function signInAs(page: Page, name: string, path = '/'): Promise<void> {
  await gotoApp(page, path);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${name},`) }).click();
  // The first sign-in of a browser context starts the demo's mock worker, which seeds its database
  // (22,000 records) and answers the start-up calls: 3-6 s alone on this machine, more beside a
  // second browser. Every later step keeps the 10-second limit.
  await expectConsole(page);
}

const SIGN_IN_TIMEOUT_MS = 30_000;

/**
 * Waits for the signed-in console after a sign-in, a reload or a restart of the demo's mock (a
 * variant switch, a reset): the mock restores or seeds its database and answers the start-up calls
 * first, which may take longer than one step's 10 seconds beside a second browser.
 */
export async function expectConsole(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
}

/** The network off, then a reload: what an offline user sees once the service worker has the app. */
export async function reloadOffline(page: Page): Promise<void> {
  await goOffline(page.context());
  await page.reload();
  await expectConsole(page);
}

export async function openResources(page: Page) {
  await page.getByRole('button', { name: 'Resources' }).click();
  return page.getByRole('menu');
}
