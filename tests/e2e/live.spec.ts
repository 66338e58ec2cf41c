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

test('the live build ships no mock code and none of the demo tools @live', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { repoRoot } = await import('./support/env');
  const read = (dir: string) =>
    readdirSync(`${repoRoot}${dir}/assets/`)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, text: readFileSync(`${repoRoot}${dir}/assets/${name}`, 'utf8') }));
  const live = read('dist-live');
  const demo = read('dist');
  expect(live.length).toBeGreaterThan(0);
  // Strings only the demo carries, each checked present in the demo build so the check cannot
  // pass on a marker that was renamed: the mock's IndexedDB store and seeded personas; the run-time
  // build variant (src/config/variant.ts); the demo control panel, the tester's journal, the
  // command palette and the persona switch (issue 17).
  const markers = [
    'pdns-mock',
    'olivia.bennett@cisa.dhs.gov',
    'teresa.alvarez@crwa.org',
    'pdns-demo-variant',
    'Demo controls',
    'Finish running jobs',
    'pdns-journal',
    'Open demo controls',
    'Switch variant',
  ];
  for (const marker of markers) {
    expect(
      demo.some(({ text }) => text.includes(marker)),
      `demo assets containing ${marker}`,
    ).toBe(true);
    const carriers = live.filter(({ text }) => text.includes(marker)).map(({ name }) => name);
    expect(carriers, `live assets containing ${marker}`).toEqual([]);
  }
});
