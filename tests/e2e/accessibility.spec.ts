import { gotoApp } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openResources, personas, signInAs } from './support/session';

test('sign-in screens have no WCAG A/AA violations', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('dialog', { name: 'Terms of Use' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Terms of Use');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${personas.globalAdmin},`) })).toBeVisible();
  await expectNoAxeViolations(page, 'the persona chooser');
  await page.getByRole('button', { name: 'Request Access' }).click();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expectNoAxeViolations(page, 'the Request Access form with errors');
});

test('the signed-in shell has no WCAG A/AA violations', async ({ page }) => {
  await signInAs(page, personas.globalAdmin);
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Energy', exact: true }).click();
  await expect(page.getByText(/You are viewing Energy/)).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard with every banner');

  await page.getByRole('link', { name: 'Organizations' }).click();
  await expectNoAxeViolations(page, 'the organization page');
  await page.goto('/access-requests');
  await expect(page.getByRole('table', { name: 'Pending access requests' })).toBeVisible();
  await expectNoAxeViolations(page, 'the access-request panel');
  await page.getByRole('button', { name: /^Deny access request from/ }).first().click();
  await expectNoAxeViolations(page, 'the deny confirmation');
  await page.keyboard.press('Escape');

  const menu = await openResources(page);
  await expectNoAxeViolations(page, 'the Resources menu');
  await menu.getByRole('menuitem', { name: 'User Guide' }).click();
  await expect(page.getByRole('heading', { name: 'Protective DNS User Guide' })).toBeVisible();
  await expectNoAxeViolations(page, 'the User Guide');
});

test('a tenant user\'s shell and a not-authorized page have no WCAG A/AA violations', async ({ page }) => {
  await signInAs(page, personas.rulesNotSigned);
  await expect(page.getByRole('dialog', { name: 'Rules of Behavior' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Rules of Behavior');
  await page.getByRole('dialog', { name: 'Rules of Behavior' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.goto('/organizations/onboard');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expectNoAxeViolations(page, 'the not-authorized page');
});
