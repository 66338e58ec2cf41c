import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as saveFile from '@/lib/save-file';

useScreenTests();

const search = new URLSearchParams({
  queryId: 'xq-usda-1',
  name: 'Daily Blocked Requests',
  description: 'Every blocked query of the past day',
  cadence: 'Daily',
  runTime: '06:00 AM',
  createdBy: 'daniel.okafor@usda.gov',
});

describe('Extract History', () => {
  it("lists an extract's runs with their statuses, downloads a recent file, and marks old ones expired", async () => {
    const saved = vi.spyOn(saveFile, 'saveBlob').mockImplementation(() => {});
    await renderRoute(`/logs/scheduled-extracts/history?${search}`, { persona: 'daniel' });
    expect(await screen.findByRole('link', { name: 'Back to Scheduled Extracts' })).toHaveAttribute(
      'href',
      '/logs/scheduled-extracts',
    );
    // Destination defaults to N/A.
    expect(screen.getByText('Destination').nextElementSibling).toHaveTextContent('N/A');
    const table = await screen.findByRole('table', { name: 'Runs of Daily Blocked Requests' });
    for (const header of ['Run Date', 'Run Start Time', 'Run End Time', 'Run Status', 'Download Status'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    // Daily since the seed: the newest runs can be downloaded, those older than 72 hours cannot; one failed.
    const downloads = await within(table).findAllByRole('button', { name: /^Download the run of/ });
    expect(downloads.length).toBeGreaterThanOrEqual(2);
    expect(downloads.length).toBeLessThanOrEqual(3);
    expect(within(table).getAllByText('Expired').length).toBeGreaterThan(0);
    await userEvent.setup().click(downloads[0]!);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.mock.calls[0]!;
    expect(name).toMatch(/^daily-blocked-requests-\d{4}-\d\d-\d\d-\d\d\.csv$/);
    const csv = await (blob as Blob).text();
    expect(csv.split('\n')[0]).toContain('Organization,Authorized Source,Source Set,Date (UTC),Name');
    expect(csv).toContain('Department of Agriculture');
  });

  it('sends the viewer back to the list when a required parameter is missing', async () => {
    const { router } = await renderRoute('/logs/scheduled-extracts/history?queryId=xq-usda-1', { persona: 'daniel' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logs/scheduled-extracts'));
  });
});
