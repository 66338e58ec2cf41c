import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { windowText } from './gap-texts';

// The federal civilian build: the tab is hidden in the critical-infrastructure one.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, config: { ...actual.config, orgType: 'FCEB' } };
});

useScreenTests();

describe('Policy Gap Analysis', () => {
  it('shows a card per policy: values, expressions, gaps with View All and Copy All, impact top 10', async () => {
    await renderRoute('/threats/policy-gap-analysis', { persona: 'tenantAdmin' });
    const card = await screen.findByRole('article', { name: 'Analysis of Allow Federal Sign-In Services' });
    expect(
      screen.getByText(/based on the last 7 days \(\d\d\/\d\d\/\d\d to \d\d\/\d\d\/\d\d\), refreshed every Sunday/),
    ).toBeVisible();
    expect(within(card).getByText('login.gov')).toBeVisible();
    expect(within(card).getByText('Allow')).toBeVisible();
    const expressions = within(card).getByRole('table', { name: /Policy Expressions/ });
    expect(within(expressions).getByText('login.gov, usa.gov')).toBeVisible();

    const user = userEvent.setup();
    const gaps = within(card).getByRole('list', { name: /Potential Coverage Gaps/ });
    expect(within(gaps).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(card).getByRole('button', { name: /View All/ }));
    const gapCount = within(gaps).getAllByRole('listitem').length;
    expect(gapCount).toBeGreaterThan(5);
    await user.click(within(card).getByRole('button', { name: 'View Less' }));
    expect(within(gaps).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(card).getByRole('button', { name: 'Copy All' }));
    expect(await screen.findByText('Copied to clipboard.')).toBeVisible();
    // user-event's clipboard stands in for the browser's.
    const copied = (await navigator.clipboard.readText()).split('\n');
    expect(copied[0]).toBe(within(gaps).getAllByRole('listitem')[0].textContent);
    expect(copied.length).toBeGreaterThan(5);

    const impact = within(card).getByRole('table', { name: /Potential Impact/ });
    const rows = within(impact).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(gapCount, 10));
    const counts = rows.map((row) => Number(row.firstElementChild!.textContent!.replace(/,/g, '')));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(
      within(card).getByText(/queries to \d+ names near this policy's values were not allowed by it/),
    ).toBeVisible();
  });

  it("says so when the organization's policies give nothing to analyse", async () => {
    await renderRoute('/threats/policy-gap-analysis', { persona: 'tenantReadOnly' });
    expect(await screen.findByText('There are no policy analyses at this time.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(windowText('2026-11-15T00:00:00.000Z', '2026-11-22T00:00:00.000Z')).toBe('11/15/26 to 11/21/26');
  });
});
