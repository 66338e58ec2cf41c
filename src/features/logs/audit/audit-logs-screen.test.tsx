import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/api/client';
import { networkCreateEndpoint } from '@/api/management-networks/contract';
import { EMPTY_TEXT, INITIAL_TEXT } from './audit-results';

useScreenTests();
afterEach(() => vi.restoreAllMocks());

// The day as the day fields show it, MM/DD/YYYY, of the UTC day the filters count in.
const usDay = (at: number) => new Date(at).toISOString().replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$2/$3/$1');
const preview = () => screen.getByRole('button', { name: 'Preview Extract' });
const fullReport = () => screen.getByRole('button', { name: 'Run Full Report' });

describe('Audit Logs', () => {
  it('shows an agency admin their own change with before and after, then the full report, and returns to preview mode on a filter change', async () => {
    await renderRoute('/logs/audit', { persona: 'daniel' });
    expect(await screen.findByText(INITIAL_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Past 24hrs' })).toBeChecked();
    expect(fullReport()).toBeDisabled();
    await callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr: '10.66.0.0/16', description: 'Screen probe' });

    const user = userEvent.setup();
    await user.click(preview());
    const table = await screen.findByRole('table', { name: 'Audit log preview' });
    expect(within(table).queryByRole('columnheader', { name: 'Organization' })).toBeNull();
    const row = within(table).getByRole('cell', { name: 'Management Network Created' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'daniel.okafor@usda.gov' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Show changes of Management Network Created/ }));
    const changes = await screen.findByRole('table', { name: 'Changes to Management network 10.66.0.0/16' });
    const description = within(changes).getByRole('cell', { name: 'description' }).closest('tr')!;
    expect(
      within(description)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['description', '—', 'Screen probe']);

    // Full-report mode: the file holds the same events.
    expect(preview()).toBeDisabled();
    const blobs: Blob[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:test/${blobs.push(blob as Blob)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(fullReport());
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^audit-report-.*\.csv$/)]));
    expect(await blobs[0].text()).toContain('Agriculture,daniel.okafor@usda.gov,Management Network Created');

    // A filter change clears the results and returns to preview mode; an empty preview says so.
    fireEvent.click(screen.getByRole('radio', { name: 'Past 1hr' }));
    expect(await screen.findByText(INITIAL_TEXT)).toBeInTheDocument();
    expect(fullReport()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: 'Access Key Deleted' }));
    await user.click(preview());
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(fullReport()).toBeDisabled();

    // A custom range is typed as MM/DD/YYYY; a day more than six months back is not taken.
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText(/^From/);
    fireEvent.change(from, { target: { value: usDay(Date.now() - 210 * 86_400_000) } });
    fireEvent.blur(from);
    expect(from).toHaveValue('');
    fireEvent.change(from, { target: { value: usDay(Date.now()) } });
    fireEvent.blur(from);
    expect(from).toHaveValue(usDay(Date.now()));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('radio', { name: 'Past 24hrs' })).toBeChecked();
    expect(await screen.findByText(INITIAL_TEXT)).toBeInTheDocument();
  });

  it('gives a platform admin on Global the Organization filter and column', async () => {
    await renderRoute('/logs/audit', { persona: 'olivia' });
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toBeInTheDocument();
    await userEvent.setup().click(preview());
    const table = await screen.findByRole('table', { name: 'Audit log preview' });
    expect(within(table).getByRole('columnheader', { name: 'Organization' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'User Signed In' }).length).toBeGreaterThan(0);
  });
});
