import { type Page, expect } from '@playwright/test';
// expect straight from Playwright: fixtures.ts builds its shared signed-in pages on signInAs.
import { gotoApp } from './app';

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
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

export async function openResources(page: Page) {
  await page.getByRole('button', { name: 'Resources' }).click();
  return page.getByRole('menu');
}
