import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openInApp, waitForScreen } from './support/route-walk';
import { type PersonaKey, personas, signInAs } from './support/session';

/** Sign-in waits for the mock's worker to seed 10,000-odd users; on a loaded machine that outlasts signInAs's 10 s. */
const signIn = (page: Page, name: string, path?: string) =>
  signInAs(page, name, path).catch(() =>
    expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 }),
  );

/**
 * Records the suite's journals (tests/journals, replayed by mock-service/journal/recorded-journals.test.ts)
 * by driving the console with the Journal section: sign in, start recording, open each screen of
 * the area, stop, export. Not part of `npm test`; run it when an area's replies change on purpose:
 *   RECORD_JOURNALS=1 npx playwright test tests/e2e/record-journals.spec.ts
 */
test.skip(!process.env.RECORD_JOURNALS, 'records the journals only when RECORD_JOURNALS is set');

const AREAS: { file: string; as: PersonaKey; screens: string[] }[] = [
  {
    file: 'organizations-users',
    as: 'globalAdmin',
    screens: [
      '/organizations/users',
      '/organizations/user/view?orgId=org-global&email=marcus.reed%40cisa.dhs.gov',
      '/organizations/user/edit?orgId=org-usda&email=daniel.okafor%40usda.gov',
    ],
  },
  {
    file: 'onboarding',
    as: 'customerManager',
    screens: ['/access-requests', '/organizations/onboard/', '/organizations/onboard/contact'],
  },
  {
    file: 'sources-source-sets',
    as: 'agencyAdmin',
    screens: ['/organizations/sources', '/organizations/organization-information'],
  },
  {
    file: 'policies',
    as: 'agencyAdmin',
    screens: ['/policy-editor', '/policy-editor/view/policy-gp-ransomware', '/global-policy-dispute'],
  },
  {
    file: 'distribution-lists-alert-sets',
    as: 'agencyAdmin',
    screens: [
      '/organizations/dist',
      '/organizations/dist/form?orgId=org-usda&listId=dl-usda-1',
      '/organizations/alert-set',
      '/organizations/alert-set/form?orgId=org-usda&alertSetId=as-usda-1&alertType=DNS%20Events',
    ],
  },
  {
    file: 'threats-coverage',
    as: 'agencyAdmin',
    screens: [
      '/threats/dns-logs-analysis',
      '/threats/enriched-threat-intel',
      '/threats/policy-tester?indicator=cryptomining.testcategory.com&sourceSetId=ss-usda-001',
    ],
  },
  { file: 'dns-logs-extracts', as: 'agencyAdmin', screens: ['/logs/viewer', '/logs/scheduled-extracts/'] },
  {
    file: 'log-push-streams',
    as: 'mspAdmin',
    screens: [
      '/logs/log-push/',
      '/logs/log-push/form?id=lp-dol-2',
      '/logs/dns-streams/',
      '/logs/dns-streams/form?id=ls-dol-100000',
    ],
  },
  { file: 'audit-logs', as: 'globalAdmin', screens: ['/logs/audit', '/dashboard'] },
];

async function journalPanel(page: Page) {
  await page.getByRole('button', { name: 'DEMO DATA', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await panel.getByRole('tab', { name: 'Journal' }).click();
  return panel;
}

for (const area of AREAS) {
  test(`records the ${area.file} journal`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, personas[area.as]);
    let panel = await journalPanel(page);
    await panel.getByRole('button', { name: 'Start recording' }).click();
    await page.keyboard.press('Escape');
    for (const screen of area.screens) {
      await openInApp(page, screen);
      await waitForScreen(page, screen.split('?')[0].replace(/(.)\/$/, '$1'));
    }
    panel = await journalPanel(page);
    await panel.getByRole('button', { name: 'Stop recording' }).click();
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export journal' }).click();
    const file = join('tests/journals', `${area.file}.json`);
    await (await download).saveAs(file);
    const { entries } = JSON.parse(readFileSync(file, 'utf8')) as { entries: { kind: string }[] };
    expect(entries.filter((entry) => entry.kind === 'route').length).toBeGreaterThanOrEqual(area.screens.length);
    expect(entries.some((entry) => entry.kind === 'call')).toBe(true);
  });
}
