import { test, expect } from '@playwright/test';
test('debug', async ({ page }) => {
  test.setTimeout(120000);
  page.on('console', (m) => console.log('PAGE', m.type(), m.text()));
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const t = Date.now();
  await page.getByRole('button', { name: /^Priya Natarajan,/ }).click({ timeout: 60000 });
  console.log('personas after', Date.now() - t);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60000 });
  console.log('signed in after', Date.now() - t);
});
