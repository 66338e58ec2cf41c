import { expect, test } from '@playwright/test';
import { personas, signInAs } from './support/session';
test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, personas.tenantUser);
  await page.getByRole('link', { name: 'Threat Analysis' }).click();
  let t = Date.now();
  await expect(page.getByRole('progressbar').or(page.locator('.mantine-Loader-root')).first()).toBeHidden({ timeout: 90_000 });
  console.log('logs analysis', Date.now() - t);
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/screens/threats-1.png', fullPage: true });
  await page.getByRole('tab', { name: 'Enriched Threat Intel' }).click();
  t = Date.now();
  await expect(page.locator('.mantine-Loader-root').first()).toBeHidden({ timeout: 90_000 });
  console.log('intel', Date.now() - t);
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/screens/threats-2.png', fullPage: true });
});
