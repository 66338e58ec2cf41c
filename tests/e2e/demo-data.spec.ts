import { expect, test } from './support/fixtures';
import { expectConsole, personas, signInAs } from './support/session';

const pending = (count: number) => `You have ${count} access requests pending`;

test('demo changes survive a reload, and Reset demo data restores the seed', async ({ page }) => {
  await signInAs(page, personas.customerManager);
  await expect(page.getByText(pending(3))).toBeVisible();

  await page.getByRole('link', { name: 'View Access Request' }).click();
  await page
    .getByRole('button', { name: /^Deny access request from/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Deny access request' }).getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('table', { name: 'Pending access requests' }).getByRole('row')).toHaveCount(3);

  await page.goto('/dashboard');
  // A page load: the mock restores the demo database before the console shows, as on the reload below.
  await expectConsole(page);
  await expect(page.getByText(pending(2))).toBeVisible();
  await page.reload();
  await expectConsole(page);
  await expect(page.getByText(pending(2))).toBeVisible();

  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset demo data' });
  await expect(dialog).toContainText('signs you out');
  await dialog.getByRole('button', { name: 'Reset demo data' }).click();

  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${personas.customerManager},`) }).click();
  await expect(page.getByText(pending(3))).toBeVisible();
});
