import { expect, test } from './support/fixtures';
import { personas } from './support/session';

// Found by the chaos walk: leaving a tabbed area from a tab other than its first bounced the user
// back to the area's first tab, and every later link click bounced the same way.
test('leaving a tabbed area from any tab goes where the link says', async ({ signedIn }) => {
  const page = await signedIn(personas.globalAdmin);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'DNS Logs' }).click();
  await page.getByRole('tab', { name: 'Scheduled Extracts' }).click();
  await expect(page).toHaveURL(/\/logs\/scheduled-extracts$/);

  await nav.getByRole('link', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/organizations\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();

  await nav.getByRole('link', { name: 'Policy Editor' }).click();
  await expect(page).toHaveURL(/\/policy-editor$/);
});
