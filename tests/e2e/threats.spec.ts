import { openInApp } from './support/route-walk';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';

test('an analyst reads the trending chart and the intel cards, then opens a domain in DNS Logs', async ({ page }) => {
  // Hannah Kim is a reporting viewer of Energy (seed personas): her domain rows link to DNS Logs.
  await signInAs(page, personas.tenantUser, '/threats/dns-logs-analysis');
  const unranked = page.getByRole('region', { name: 'Top Unranked Trending Domains' });
  await expect(unranked.getByRole('row')).not.toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Top Unpopular Trending Domains' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show PTR Records' })).toBeChecked();
  // Each card draws its stacked bar chart (a lazy chunk) above the table that gives its numbers.
  for (const title of ['Top Unranked Trending Domains', 'Top Unpopular Trending Domains']) {
    const region = page.getByRole('region', { name: title });
    // A chart draws as it nears the viewport: at 1280 px the cards stack.
    await region.scrollIntoViewIfNeeded();
    await expect(
      region
        .getByRole('img', { name: new RegExp(`^${title}: `) })
        .locator('.recharts-bar-rectangle path')
        .first(),
    ).toBeVisible();
    await expect(region.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
      'Allow',
      'Block',
      'Override',
      'Trend',
    ]);
  }
  await page.screenshot({ path: 'test-results/screens/threats-dns-logs-analysis.png', fullPage: true });

  await page.getByRole('tab', { name: 'Enriched Threat Intel' }).click();
  const byDomain = page.getByRole('region', { name: 'Threats Matched By Domain' });
  await expect(byDomain.getByRole('row')).toHaveCount(6);
  await expect(
    byDomain
      .getByRole('img', { name: /^Threats Matched By Domain: / })
      .locator('.recharts-bar-rectangle path')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Threats Match on Host' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Threats Match on Resolved IP' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/threats-enriched-threat-intel.png', fullPage: true });

  const first = byDomain.getByRole('row').nth(1);
  const name = (await first.getByRole('link').getAttribute('aria-label'))!.replace('DNS Logs for ', '');
  const href = (await first.getByRole('link').getAttribute('href'))!;
  expect(href).toMatch(
    new RegExp(`^/logs/viewer\\?name=${name.replace(/\./g, '\\.')}&date=\\d{4}-\\d{2}-\\d{2}&orgId=org-doe$`),
  );
  await first.getByRole('link').click();
  // DNS Logs takes the link's name into its form, then drops it from the address (a reload keeps the stored filters).
  await expect(page).toHaveURL(/\/logs\/viewer$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
});

test('a user without a reporting role sees the DNS Logs icons disabled', async ({ signedIn }) => {
  // Marcus Reed (global user manager) holds no reporting role; no seeded agency admin lacks one.
  const page = await signedIn(personas.globalUserManager);
  await page.goto('/threats/dns-logs-analysis');
  const row = page.getByRole('region', { name: 'Top Unpopular Trending Domains' }).getByRole('row').nth(1);
  const icon = row.getByRole('button', { name: /^DNS Logs for / });
  // Every organization's traffic, tallied on the first visit (docs/areas/threat-analysis.md, "Cost": a known cost on a fresh world).
  await expect(icon).toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
  await icon.hover();
  await expect(page.getByText('Opening DNS Logs needs a reporting role (viewer or manager)')).toBeVisible();
  await expect(page).toHaveURL(/\/threats\/dns-logs-analysis/);
});

test('from 1280 px up no card cuts off a name or a column', async ({ signedIn }) => {
  const page = await signedIn(personas.tenantUser);
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, cards] of [
      ['/threats/dns-logs-analysis', 2],
      ['/threats/enriched-threat-intel', 3],
    ] as const) {
      // Within the app: a reload would restart the demo's mock and tally every table again.
      await openInApp(page, path);
      // The first visit tallies the organization's traffic (docs/areas/threat-analysis.md, "Cost").
      await expect(page.locator('section[aria-label] table')).toHaveCount(cards, { timeout: 60_000 });
      // Nothing in a card outside its chart is wider than the box that clips it (a cut-off name, a
      // column scrolled out of sight).
      const clipped = await page.locator('section[aria-label]').evaluateAll((sections) =>
        sections.flatMap((section) =>
          [section, ...section.querySelectorAll('*')]
            .filter((el) => !el.closest('[role="img"]') && el.scrollWidth > el.clientWidth + 1)
            .filter((el) => el === section || getComputedStyle(el).overflowX !== 'visible')
            .map((el) => `${section.ariaLabel}: ${el.tagName} ${el.textContent!.slice(0, 40)}`),
        ),
      );
      expect(clipped, `${path} at ${width} px`).toEqual([]);
    }
  }
});
