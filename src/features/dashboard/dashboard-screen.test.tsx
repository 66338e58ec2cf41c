import { renderRoute, useScreenTests } from '../../../tests/setup/render-route';
import { endpointPattern } from '@mock/core/api-paths';
import { clock } from '@mock/core/clock';
import { db } from '@mock/db/database';
import { actAs } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callApi, setAccessToken } from '@/api/client';
import {
  blockedRequestsEndpoint,
  blockedSecurityCategoriesEndpoint,
  filteredQueryTotalEndpoint,
  recordTypeBreakdownEndpoint,
  sourceSetOptionsEndpoint,
  summaryEndpoint,
  topBlockedDomainsEndpoint,
  topBlockedSourcesEndpoint,
} from '@/api/dashboard/contract';
import { storage } from '@/lib/storage';
import { formatCompact, formatCount } from '@/lib/format';
import { DATA_NOT_AVAILABLE, noInformation } from './chart-card';
import { SOURCES_FAILED } from './dashboard-filters';
import { START_BUILDING } from './dashboard-screen';

const server = useScreenTests();
// Virtual time: the totals the test reads through the client are the ones the screen drew.
beforeEach(() => clock.useVirtualTime(Date.now()));
afterEach(async () => {
  clock.useRealTime();
  await storage.remove('dashboardQuery');
});

const card = (name: string) => screen.findByRole('region', { name });
const legend = async (title: string) => within(await card(title)).findByRole('list', { name: `${title} legend` });
const entries = async (title: string) =>
  within(await legend(title))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a, p')?.textContent);
const sourceSetInput = () =>
  screen.getAllByLabelText('Source Set').find((el) => el instanceof HTMLInputElement && el.type !== 'hidden')!;
const failWith500 = (path: string) =>
  server.use(
    http.post(endpointPattern(path), () => HttpResponse.json({ errors: [{ key: 'internal' }] }, { status: 500 })),
  );

describe('Dashboard', () => {
  it('shows an agency admin the period’s charts by spec 3 §9, with links into DNS Logs', async () => {
    await renderRoute('/dashboard', { persona: 'daniel' });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Past 24 Hours' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Total DNS Requests' })).toHaveAttribute('aria-selected', 'true');
    const ask = { orgId: 'org-usda', duration: 24 } as const;

    const { total } = await callApi(filteredQueryTotalEndpoint, ask);
    expect(
      await screen.findByText(
        `Total DNS Requests: ${formatCount(total)} in the Past 24 Hours, by hour (UTC); the last hour is still in progress`,
      ),
    ).toBeVisible();
    // 24 hourly points, as the hidden table gives them; the last is the current hour so far.
    const hours = within(screen.getByRole('table', { name: 'Total DNS Requests, Past 24 Hours' })).getAllByRole('row');
    expect(hours).toHaveLength(25);
    expect(hours.slice(1, -1).map((row) => row.querySelector('th')?.textContent)).not.toContainEqual(
      expect.stringContaining('in progress'),
    );
    expect(hours.at(-1)?.querySelector('th')).toHaveTextContent(/^\d\d:00 \(in progress\)$/);

    expect(await entries('IP Version Breakdown')).toEqual(['IPv4', 'IPv6']);
    expect(new Set(await entries('DNS Protocol Breakdown'))).toEqual(
      new Set(['DNS:53 (UDP)', 'DNS:53 (TCP)', 'DoT', 'DoH']),
    );
    // Record types: at most 7 slices plus Other in the chart, 10 entries in the legend.
    const recordTypes = (await callApi(recordTypeBreakdownEndpoint, ask)).items;
    const typeEntries = await entries('Record Type Breakdown');
    expect(typeEntries).toEqual(recordTypes.slice(0, 10).map((row) => row.recordType));
    const slices = within(await card('Record Type Breakdown'))
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(slices.length).toBeLessThanOrEqual(8);
    expect(slices.at(-1)).toBe('Other');
    const categories = (await callApi(blockedSecurityCategoriesEndpoint, ask)).items;
    expect((await entries('Blocked Requests by Security Category'))[0]).toBe(categories[0].subcategory_name);

    // A legend entry opens DNS Logs with its filter and the period.
    const a = within(await legend('Record Type Breakdown')).getByRole('link', { name: 'A' });
    expect(a.getAttribute('href')).toMatch(/^\/logs\/viewer\?/);
    expect(a.getAttribute('href')).toContain('hours=24');
    expect(a.getAttribute('href')).toContain('recordType=A');

    // The tab switches the line chart to blocked requests.
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Blocked DNS Requests' }));
    const blocked = await callApi(blockedRequestsEndpoint, ask);
    expect(
      await screen.findByText(new RegExp(`^Blocked DNS Requests: ${formatCount(blocked.total)} in the Past 24 Hours`)),
    ).toBeVisible();
  });

  it('reloads everything with spinners on a duration change, and keeps the query in IndexedDB', async () => {
    await renderRoute('/dashboard', { persona: 'daniel' });
    const user = userEvent.setup();
    await legend('Record Type Breakdown');
    // Record types are held until the spinner has been seen, then answered by the mock.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(endpointPattern(recordTypeBreakdownEndpoint.path), () => held.then(() => undefined)));
    await user.click(screen.getByRole('radio', { name: 'Past 7 Days' }));
    expect(await screen.findByLabelText('Loading Record Type Breakdown')).toBeInTheDocument();
    release();
    await legend('Record Type Breakdown');
    expect(
      await screen.findByText(
        /^Total DNS Requests: [\d,]+ in the Past 7 Days, by day \(UTC\); the last day is still in progress$/,
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Total DNS Requests, Past 7 Days' })).getAllByRole('row'),
    ).toHaveLength(8);

    await user.click(sourceSetInput());
    const options = (await callApi(sourceSetOptionsEndpoint, { orgId: 'org-usda' })).items;
    const deleted = options.find((o) => o.deleted)!;
    expect(deleted.label).toBe(`${deleted.name} (deleted)`);
    expect(await screen.findByRole('option', { name: deleted.label })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: options[0].label }));
    await waitFor(async () =>
      expect(await storage.get('dashboardQuery')).toEqual({
        orgId: 'org-usda',
        sourceSets: [{ name: options[0].name, value: options[0].id, id: options[0].id, orgId: 'org-usda' }],
        duration: 7,
        durationType: 'Past 7 Days',
      }),
    );
    const { total } = await callApi(filteredQueryTotalEndpoint, {
      orgId: 'org-usda',
      duration: 7,
      sourceSets: [options[0].id],
    });
    expect(
      await screen.findByText(new RegExp(`^Total DNS Requests: ${formatCount(total)} in the Past 7 Days`)),
    ).toBeVisible();
  });

  it('restores the saved query on return', async () => {
    await storage.set('dashboardQuery', {
      orgId: 'org-usda',
      sourceSets: [
        { name: 'Annex Building', value: 'ss-usda-closed-annex', id: 'ss-usda-closed-annex', orgId: 'org-usda' },
      ],
      duration: 30,
      durationType: 'Past 30 Days',
    });
    await renderRoute('/dashboard', { persona: 'daniel' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Past 30 Days' })).toBeChecked());
    expect((await screen.findAllByText('Annex Building (deleted)'))[0]).toBeVisible();
    expect(await screen.findByText(/^Total DNS Requests: [\d,]+ in the Past 30 Days, by day/)).toBeVisible();
  });

  it('hides the Source Set filter for all organizations, and shows a user with no roles the data without links', async () => {
    await renderRoute('/dashboard', { persona: 'olivia' });
    await legend('DNS Protocol Breakdown');
    expect(screen.queryAllByLabelText('Source Set')).toHaveLength(0);
  });

  it('shows a user with no roles the data, without links into DNS Logs', async () => {
    await renderRoute('/dashboard', { persona: 'sam' });
    const protocols = await legend('DNS Protocol Breakdown');
    expect(within(protocols).queryAllByRole('link')).toHaveLength(0);
    expect(await screen.findByText(/^Total DNS Requests: [\d,]+ in the Past 24 Hours/)).toBeVisible();
  });

  it('invites an organization without sources to start building', async () => {
    const epa = db.organizations.all().find((o) => o.orgId === 'org-epa')!;
    await db.organizations.create({
      ...epa,
      orgId: 'org-empty',
      orgName: 'Empty Agency',
      displayName: 'Empty',
      acronym: 'EA',
    });
    await renderRoute('/dashboard', { persona: 'olivia', org: 'org-empty' });
    expect(await screen.findByText(START_BUILDING)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/organizations/sources');
  });

  it('says Data Not Available when the data fails, and when the source sets fail', async () => {
    failWith500(filteredQueryTotalEndpoint.path);
    failWith500(sourceSetOptionsEndpoint.path);
    await renderRoute('/dashboard', { persona: 'daniel' });
    expect(await screen.findByRole('alert', { name: DATA_NOT_AVAILABLE })).toBeVisible();
    expect(await screen.findByText(SOURCES_FAILED)).toBeVisible();
    // The other charts still draw.
    await legend('IP Version Breakdown');
  });

  it('says there is no information for a chart with nothing in the period', async () => {
    server.use(
      http.post(endpointPattern(blockedSecurityCategoriesEndpoint.path), () =>
        HttpResponse.json({ result: { items: [] } }),
      ),
    );
    await renderRoute('/dashboard', { persona: 'daniel' });
    const categories = await card('Blocked Requests by Security Category');
    expect(await within(categories).findByText(noInformation('Past 24 Hours'))).toBeVisible();
  });

  it('shows the summary and the top-10 lists, each row opening DNS Logs', async () => {
    // What the screen must show, read through the real client as the same persona first.
    const ask = { orgId: 'org-usda', duration: 24 } as const;
    actAs(PERSONA.tenantAdmin);
    const { current } = await callApi(summaryEndpoint, ask);
    const domains = (await callApi(topBlockedDomainsEndpoint, ask)).items;
    const sources = (await callApi(topBlockedSourcesEndpoint, ask)).items;
    setAccessToken(null);
    await renderRoute('/dashboard', { persona: 'daniel' });
    const tiles = await card('Summary');
    expect(within(tiles).getByText(formatCompact(current.total))).toBeVisible();
    expect(within(tiles).getByText(`${current.blockedPercent}%`)).toBeVisible();

    const topDomains = await card('Top 10 Blocked Domains');
    await waitFor(() => expect(within(topDomains).getAllByRole('row')).toHaveLength(domains.length + 1));
    const first = within(topDomains).getByRole('link', { name: domains[0].domain });
    expect(first.getAttribute('href')).toContain('action=blocked');
    expect(
      within(topDomains).getByRole('link', { name: `Test ${domains[0].domain} in the Policy Tester` }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/threats\/policy-tester\?indicator=/));
    const topSources = await card('Top 10 Sources by Blocked Requests');
    await waitFor(() => expect(within(topSources).getAllByRole('row')).toHaveLength(sources.length + 1));
    expect(within(topSources).getByRole('link', { name: sources[0].sourceName }).getAttribute('href')).toContain(
      sources[0].sourceId,
    );
  });

  it('hides only the panel whose extension call fails', async () => {
    failWith500(summaryEndpoint.path);
    server.use(
      http.post(endpointPattern(topBlockedDomainsEndpoint.path), () =>
        HttpResponse.json({ errors: [{ key: 'resource.notFound' }] }, { status: 404 }),
      ),
    );
    await renderRoute('/dashboard', { persona: 'daniel' });
    await legend('Record Type Breakdown');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Top 10 Blocked Domains' })).toBeNull();
    expect(screen.queryByRole('alert', { name: DATA_NOT_AVAILABLE })).toBeNull();
  });
});
