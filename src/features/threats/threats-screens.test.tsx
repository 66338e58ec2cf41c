import { renderRoute, useScreenTests } from '../../../tests/setup/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_REPORTING_ROLE } from './logs-link';

useScreenTests();

// jsdom lays nothing out: give the charts' responsive containers a size so Recharts draws.
const measure = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 900, 300) : measure.call(this);
  });
});

const card = (name: string) => screen.findByRole('region', { name });
const bodyRows = (region: HTMLElement) => within(region).getAllByRole('row').slice(1);
const number = (text: string | null) => Number(text!.replace(/[,%+]/g, ''));
const SERIES = ['Allow', 'Block', 'Override'] as const;

/** What the table says of each name: its counts in the chart's series order, and the cells after. */
const tableRows = (region: HTMLElement) =>
  bodyRows(region).map((row) => {
    const cells = within(row).getAllByRole('cell');
    return {
      name: cells[0].textContent!,
      counts: cells.slice(1, 4).map((c) => number(c.textContent)),
      rest: cells.slice(4),
    };
  });

/**
 * Reads a card's chart as a person sees it: the legend, the names down the side, the trend texts at
 * the bars' ends, and each name's segments (colour and length).
 */
async function readChart(region: HTMLElement) {
  const chart = await within(region).findByRole('img', { name: new RegExp(`^${region.getAttribute('aria-label')}: `) });
  await waitFor(() => expect(chart.querySelector('.recharts-bar-rectangle path')).not.toBeNull());
  const legend = within(within(region).getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  // Recharts draws tick labels in a layer of their own: one group per axis, names and trends.
  const axes = [...chart.querySelectorAll('.recharts-yAxis-tick-labels')].map((axis) =>
    [...axis.querySelectorAll('.recharts-cartesian-axis-tick-label')].map((label) => label.textContent),
  );
  const isTrends = (texts: (string | null)[]) => texts.every((text) => text?.endsWith('%'));
  const names = axes.find((texts) => !isTrends(texts)) ?? [];
  const trends = axes.find(isTrends) ?? [];
  const segments = (name: string) =>
    [...chart.querySelectorAll<SVGPathElement>('path.recharts-rectangle')]
      .filter((path) => path.getAttribute('name') === name)
      .map((path) => ({ fill: path.getAttribute('fill'), width: Number(path.getAttribute('width')) }));
  return { legend, names, trends, segments };
}

/** Every bar carries its row's numbers: a segment per non-zero count, in its colour, to one scale. */
function expectBarsMatchTable(chart: Awaited<ReturnType<typeof readChart>>, rows: ReturnType<typeof tableRows>) {
  expect(chart.names).toEqual(rows.map((r) => r.name));
  const scales: number[] = [];
  for (const { name, counts } of rows) {
    const drawn = chart.segments(name);
    const expected = SERIES.filter((_, i) => counts[i] > 0).map((s) => `var(--threat-${s.toLowerCase()})`);
    expect(drawn.map((s) => s.fill)).toEqual(expected);
    for (const segment of drawn) {
      const count = counts[SERIES.findIndex((s) => segment.fill === `var(--threat-${s.toLowerCase()})`)];
      // Slivers drawn at their minimum size say nothing of the scale.
      if (segment.width > 3) scales.push(segment.width / count);
    }
  }
  expect(scales.length).toBeGreaterThan(0);
  for (const scale of scales) expect(Math.abs(scale / scales[0] - 1)).toBeLessThan(0.01);
}

describe('Threat Analysis', () => {
  it('DNS Logs Analysis: a stacked bar chart per card with its legend and trend, the table under it with the same numbers, top 5 by trend, PTR toggle, links to DNS Logs', async () => {
    const { router } = await renderRoute('/threats/dns-logs-analysis?date=2001-01-01', { persona: 'hannah' });
    expect(await screen.findByRole('heading', { name: 'Threat Analysis', level: 1 })).toBeVisible();
    const unranked = await card('Top Unranked Trending Domains');
    const unpopular = await card('Top Unpopular Trending Domains');
    const date = screen.getAllByLabelText('Date')[0] as HTMLInputElement;
    await waitFor(() => expect(date.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/));
    for (const region of [unranked, unpopular]) {
      const chart = await readChart(region);
      const rows = tableRows(region);
      expect(chart.legend).toEqual(['Allow', 'Block', 'Override', 'Trend']);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(5);
      expectBarsMatchTable(chart, rows);
      const trends = rows.map((r) => r.rest.at(-1)!.textContent);
      expect(chart.trends).toEqual(trends);
      expect(trends.map(number)).toEqual(trends.map(number).sort((a, b) => b - a));
    }

    const rows = bodyRows(unranked);
    const link = within(rows[0]).getByRole('link', { name: /^DNS Logs for / });
    const [month, day, year] = date.value.split('/');
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/logs/viewer\\?name=[^&]+&date=${year}-${month}-${day}&orgId=org-doe$`),
    );
    // The chart is no tab stop: from the controls, the keyboard goes straight to the table's links.
    const user = userEvent.setup();
    screen.getByRole('img', { name: 'About PTR records' }).focus();
    await user.tab();
    expect(link).toHaveFocus();

    const ptr = screen.getByRole('checkbox', { name: 'Show PTR Records' });
    expect(ptr).toBeChecked();
    fireEvent.click(ptr);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ ptr: false }));
    await waitFor(() =>
      expect(
        bodyRows(screen.getByRole('region', { name: 'Top Unranked Trending Domains' })).map((r) => r.textContent),
      ).not.toEqual(rows.map((r) => r.textContent)),
    );
    expect(screen.queryByText(/in-addr\.arpa/)).toBeNull();
    const redrawn = screen.getByRole('region', { name: 'Top Unranked Trending Domains' });
    await waitFor(async () => expect((await readChart(redrawn)).names).toEqual(tableRows(redrawn).map((r) => r.name)));
  });

  it('Enriched Threat Intel: three charts by count with their tables and severity labels; without a reporting role the icon is disabled', async () => {
    await renderRoute('/threats/enriched-threat-intel', { persona: 'marcus' });
    // The guide opens in the console, not as a raw markdown file in a new tab.
    await userEvent.click(await screen.findByRole('button', { name: 'User Guide' }));
    expect(await screen.findByRole('dialog', { name: 'User Guide' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const domain = await card('Threats Matched By Domain');
    for (const title of ['Threats Matched By Domain', 'Threats Match on Host', 'Threats Match on Resolved IP']) {
      const region = await card(title);
      const chart = await readChart(region);
      expect(chart.legend).toEqual(['Allow', 'Block', 'Override']);
      expect(chart.trends).toEqual([]);
      expectBarsMatchTable(chart, tableRows(region));
    }
    const rows = tableRows(domain);
    expect(rows.length).toBe(5);
    const totals = rows.map((r) => r.counts.reduce((sum, n) => sum + n, 0));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(rows.some((r) => /^(Severe|High|Medium|Low|Very Low)$/.test(r.rest[0].textContent!))).toBe(true);
    expect(within(domain).queryByRole('link', { name: /^DNS Logs for / })).toBeNull();
    const icon = within(bodyRows(domain)[0]).getByRole('button', { name: /^DNS Logs for / });
    expect(icon).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseEnter(icon);
    expect(await screen.findByText(NO_REPORTING_ROLE)).toBeInTheDocument();
  });
});
