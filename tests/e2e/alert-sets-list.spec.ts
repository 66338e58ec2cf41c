import { expectNoAxeViolationsInBothSchemes } from './support/axe';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

/*
 * The Alert Sets tab as the agency admin uses it (spec 1 §2): delete a set after confirming, and
 * start a new one through the type chooser. Rules and refusals are in the handler and screen tests.
 */

const table = (page: import('@playwright/test').Page) => page.getByRole('table', { name: /^Alert Sets of / });

test('the agency admin deletes an alert set after confirming, and starts a new one of a chosen type', async ({
  page,
}) => {
  await signInAs(page, personas.agencyAdmin, '/organizations/alert-set');
  await expect(table(page)).toContainText('Resolver Volume Surge');
  await keepScreen(page, 'test-results/screens/alert-sets-list.png');
  await expectNoAxeViolationsInBothSchemes(page, 'the Alert Sets tab');

  await table(page).getByRole('button', { name: 'Actions for Resolver Volume Surge' }).click();
  await page.getByRole('menuitem', { name: 'Delete Alert Set' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Alert Set' });
  await expect(confirm).toContainText('Resolver Volume Surge');
  await keepScreen(page, 'test-results/screens/alert-sets-delete.png', { fullPage: false });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Alert Set deleted.')).toBeVisible();
  await expect(table(page)).not.toContainText('Resolver Volume Surge');
  await expect(table(page)).toContainText('Malware Blocks');

  await page.getByRole('button', { name: 'Add New Set' }).click();
  const chooser = page.getByRole('dialog', { name: 'Add New Set' });
  await chooser.getByRole('radio', { name: 'System Events' }).check();
  await keepScreen(page, 'test-results/screens/alert-sets-chooser.png', { fullPage: false });
  await expectNoAxeViolationsInBothSchemes(page, 'the alert type chooser');
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/organizations\/alert-set\/form\?orgId=org-usda&alertType=System(%20|\+)Events$/);
});
