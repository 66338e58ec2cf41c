import { settle } from './support/chaos';
import { expect, test } from './support/fixtures';
import { expectConsole, personas, signInAs } from './support/session';

test.describe('20-minute inactivity timeout', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await signInAs(page, personas.agencyAdmin);
    // Every reply counts as activity (the last API call time): the landing's calls finish first,
    // then a move of the pointer starts the idle time the tests count from.
    await settle(page);
    await page.mouse.move(5, 5);
  });

  test('warns in the last minute; Continue keeps the session', async ({ page }) => {
    await page.clock.fastForward('17:58');
    const dialog = page.getByRole('dialog', { name: 'Session Timeout' });
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('00:05');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Your session will expire in 0:5\d/);
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
    await page.clock.fastForward(1600);
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect(dialog).toBeHidden();
    await expectConsole(page);
  });

  test('signs the user out at 19:00', async ({ page }) => {
    await page.clock.fastForward('18:05');
    await expect(page.getByRole('dialog', { name: 'Session Timeout' })).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});
