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

test('the live build ships no mock code @live', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { repoRoot } = await import('./support/env');
  const assets = `${repoRoot}dist-live/assets/`;
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  // Strings only the mock carries: its IndexedDB store, a seeded persona, another persona; and the
  // demo's run-time build variant (src/config/variant.ts), compiled away in a live build.
  for (const marker of ['pdns-mock', 'olivia.bennett@cisa.dhs.gov', 'teresa.alvarez@crwa.org', 'pdns-demo-variant']) {
    const carriers = files.filter((name) => readFileSync(assets + name, 'utf8').includes(marker));
    expect(carriers, `live assets containing ${marker}`).toEqual([]);
  }
  const demo = readdirSync(`${repoRoot}dist/assets/`).filter((name) => name.endsWith('.js'));
  expect(demo.some((name) => readFileSync(`${repoRoot}dist/assets/${name}`, 'utf8').includes('pdns-mock'))).toBe(true);
});
