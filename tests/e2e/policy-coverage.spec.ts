import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { fcebBaseURL } from './support/env';
import { useFcebBuild } from './support/fceb';
import { expect, test } from './support/fixtures';
import { openInApp, waitForScreen } from './support/route-walk';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

/*
 * The threat area's policy screens as people use them: a single and a bulk coverage search and
 * the weekly gap analysis in the federal civilian build (the CI build disables and hides those
 * tabs), and the policy tester in the project's build.
 */

test.describe.configure({ timeout: 150_000 });

test.describe('Policy coverage and gap analysis in the federal civilian build @fceb', () => {
  useFcebBuild();

  test('an agency admin searches one indicator and sees who covers it', async ({ page }) => {
    await signInAs(page, personas.agencyAdmin, '/threats/policy-coverage');
    await expect(page.getByRole('tab', { name: 'Policy Coverage' })).toHaveAttribute('aria-selected', 'true');
    const box = page.getByRole('textbox', { name: 'Indicator' });
    await box.fill('not a domain');
    await expect(page.getByText(/Enter a domain name \(example.com\) or an IP address/)).toBeVisible();
    await box.fill('cryptomining.testcategory.com');
    const summary = page.getByRole('region', { name: 'Summary of cryptomining.testcategory.com' });
    await expect(summary.getByText('Cryptomining', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Global Policies' }).getByText('Redacted')).toHaveCount(2);
    const own = page.getByRole('table', { name: 'Organization Policies' });
    await expect(own.getByRole('link', { name: 'Block Cryptomining' })).toBeVisible();
    await keepScreen(page, 'test-results/screens/policy-coverage.png');
    await expectNoAxeViolations(page, 'Policy Coverage with a single search');
    await own.getByRole('link', { name: 'Block Cryptomining' }).click();
    await expect(page).toHaveURL(/\/policy-editor\/view\/policy-usda-cryptomining$/);
  });

  test('the global admin runs a bulk search, refreshes it to success and downloads the list', async ({ page }) => {
    await signInAs(page, personas.globalAdmin, '/threats/policy-coverage');
    await page.getByRole('button', { name: 'Prefer to upload indicator file?' }).click();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeDisabled();
    const csv =
      'domain\ncryptomining.testcategory.com\nmalware.testcategory.com\nwww.irs.gov\nnever-heard-of.example\n';
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'iocs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('4 indicators ready to search.')).toBeVisible();
    await search.click();
    await expect(page.getByText('Queued')).toBeVisible();

    // The job runs on the mock's clock: 15 seconds of it, then Refresh Table until it has finished.
    await page.evaluate(() => window.__pdnsMock!.clock.advance(15_000));
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh Table' }).click();
      await expect(page.getByText('Success', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('listitem').filter({ hasText: 'Covered Indicators' })).toContainText('2');
    const results = page.getByRole('table', { name: 'Bulk coverage results' });
    await expect(results.getByText('www.irs.gov')).toBeVisible();
    await keepScreen(page, 'test-results/screens/policy-coverage-bulk.png');
    await expectNoAxeViolations(page, 'Policy Coverage with a finished bulk search');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download List' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('iocs-coverage.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Indicator,Security Risk Category,Content Category,Global Policies,Organization Policies');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^cryptomining\.testcategory\.com,Cryptomining,.*Category Test Domains; Known Bad Domains,/,
    );

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(search).toBeDisabled();
  });

  test('an agency admin reads the weekly gap analysis and copies the gaps', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fcebBaseURL });
    await signInAs(page, personas.agencyAdmin, '/threats/policy-gap-analysis');
    await expect(page.getByText(/based on the last 7 days \(.+ to .+\), refreshed every Sunday/)).toBeVisible();
    const card = page.getByRole('article', { name: 'Analysis of Allow Federal Sign-In Services' });
    await expect(card.getByRole('table', { name: /Potential Impact/ }).getByRole('row')).not.toHaveCount(1);
    await card.getByRole('button', { name: /View All/ }).click();
    await expect(card.getByRole('button', { name: 'View Less' })).toBeVisible();
    await keepScreen(page, 'test-results/screens/policy-gap-analysis.png');
    await expectNoAxeViolations(page, 'Policy Gap Analysis');
    await card.getByRole('button', { name: 'Copy All' }).click();
    await expect(page.getByText('Copied to clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toContain('www.irs.gov');
  });
});

test('the policy tester explains why a query was blocked', async ({ signedIn }) => {
  const page = await signedIn(personas.agencyAdmin);
  // The router keeps the screen before up while the tester loads, and the Dashboard says 'Blocked' too.
  const before = await page.locator('#main-content').innerText();
  await openInApp(page, '/threats/policy-tester?indicator=cryptomining.testcategory.com&sourceSetId=ss-usda-001');
  await waitForScreen(page, '/threats/policy-tester', before);
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(page.getByText(/Priority 1 \(precedence 0\)/)).toBeVisible();
  const losers = page.getByRole('table', { name: 'Also matched, but later in precedence' });
  await expect(losers.getByRole('link', { name: 'Block Cryptomining' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain name' }).fill('login.gov');
  await page.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByText('Allowed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/indicator=login\.gov/);
  await keepScreen(page, 'test-results/screens/policy-tester.png');
  await expectNoAxeViolations(page, 'Policy Tester with a result');
});
