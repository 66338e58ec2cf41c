import { useFcebBuild } from './support/fceb';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';

test.describe.configure({ timeout: 180_000 });
test.describe('shots @fceb', () => {
  useFcebBuild();
  test('popover', async ({ page }) => {
    await signInAs(page, personas.globalAdmin, '/logs/sinkhole-logs');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByRole('button', { name: 'Filter Sinkhole Logs' }).click();
    await expect(page.getByText('This field is Required').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/sinkhole-popover.png', fullPage: true });
    await page.goto('/logs/audit');
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByLabel('From').fill('2026-11-01');
    await page.getByLabel('To').fill('2026-11-20');
    await page.getByRole('button', { name: 'Preview Extract' }).click();
    await expect(page.getByRole('table', { name: 'Audit log preview' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/audit-global.png', fullPage: true });
  });
});
