import { renderRoute, useScreenTests } from '../../../tests/setup/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_REPORTING_ROLE } from './logs-link';

useScreenTests();

const card = (name: string) => screen.findByRole('region', { name });
const bodyRows = (region: HTMLElement) => within(region).getAllByRole('row').slice(1);

describe('Threat Analysis', () => {
  it('DNS Logs Analysis: top 5 by trend, a day outside the list falls back to the latest, PTR toggle, links to DNS Logs', async () => {
    const { router } = await renderRoute('/threats/dns-logs-analysis?date=2001-01-01', { persona: 'hannah' });
    expect(await screen.findByRole('heading', { name: 'Threat Analysis', level: 1 })).toBeVisible();
    const unranked = await card('Top Unranked Trending Domains');
    await card('Top Unpopular Trending Domains');
    const date = screen.getAllByLabelText('Date')[0] as HTMLInputElement;
    await waitFor(() => expect(date.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/));
    const rows = bodyRows(unranked);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    const trends = rows.map((row) => Number(within(row).getAllByRole('cell').at(-1)!.textContent!.replace('%', '')));
    expect(trends).toEqual([...trends].sort((a, b) => b - a));
    const link = within(rows[0]).getByRole('link', { name: /^DNS Logs for / });
    const [month, day, year] = date.value.split('/');
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/logs/viewer\\?name=[^&]+&date=${year}-${month}-${day}&orgId=org-doe$`),
    );

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
  });

  it('Enriched Threat Intel: three cards by count with severity labels; without a reporting role the icon is disabled', async () => {
    await renderRoute('/threats/enriched-threat-intel', { persona: 'marcus' });
    // The guide opens in the console, not as a raw markdown file in a new tab.
    await userEvent.click(await screen.findByRole('button', { name: 'User Guide' }));
    expect(await screen.findByRole('dialog', { name: 'User Guide' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const domain = await card('Threats Matched By Domain');
    await card('Threats Match on Host');
    await card('Threats Match on Resolved IP');
    const rows = bodyRows(domain);
    expect(rows.length).toBe(5);
    const totals = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(2, 5)
        .reduce((sum, cell) => sum + Number(cell.textContent!.replace(/,/g, '')), 0),
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(
      within(domain)
        .getAllByRole('cell')
        .some((c) => /^(Severe|High|Medium|Low|Very Low)$/.test(c.textContent!)),
    ).toBe(true);
    expect(within(domain).queryByRole('link', { name: /^DNS Logs for / })).toBeNull();
    const icon = within(rows[0]).getByRole('button', { name: /^DNS Logs for / });
    expect(icon).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseEnter(icon);
    expect(await screen.findByText(NO_REPORTING_ROLE)).toBeInTheDocument();
  });
});
