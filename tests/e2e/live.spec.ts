import { mockURL } from './support/env';
import { expect, test } from './support/fixtures';
import { signInThroughProvider, useLiveMode } from './support/live';
import { personas } from './support/session';

test.describe('live mode against the mock server @live', () => {
  useLiveMode();

  test('signs in and lists organizations over real HTTP', async ({ page }) => {
    const orgList = page.waitForResponse((r) => r.url() === `${mockURL}/api/org/list` && r.status() === 200);
    await signInThroughProvider(page, personas.globalAdmin);
    const response = await orgList;
    const body = await response.json();
    expect(body.result.orgs.length).toBeGreaterThan(10);
    expect(body.result.orgs[0].orgName).toBe('Global');
    await expect(page.getByText('DEMO DATA')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await expect(page.getByRole('option')).toHaveCount(body.result.orgs.length);
  });
});
