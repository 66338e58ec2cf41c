import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { endpointPattern } from '@mock/core/api-paths';
import { clock } from '@mock/core/clock';
import { db } from '@mock/db/database';
import { PREVIEW_DONE_MS } from '@mock/handlers/log-preview-job';
import { PERSONA } from '@mock/testing/personas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { previewAsyncEndpoint, previewStatusEndpoint } from '@/api/log-queries/preview-contract';
import { storage } from '@/lib/storage';
import { LARGE_VOLUME, NO_RECORDS, PREVIEW_FAILED, REPORT_ERROR } from './dns-logs-screen';
import { emptyFilters } from './log-filters';
import { NO_POLICY, ROW_LIMIT_NOTE } from './preview-results';

const server = useScreenTests();
afterEach(async () => {
  clock.useRealTime();
  await storage.remove('logQueryFilters');
});

/** A MultiSelect's own input (Mantine labels its hidden value input too). */
const field = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el instanceof HTMLInputElement && el.type !== 'hidden')!;
const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const button = (name: string) => screen.getByRole('button', { name });
const table = () => screen.findByRole('table', { name: 'DNS log preview' });
const headers = (element: HTMLElement) =>
  within(element)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

async function refreshUntilDone(user: ReturnType<typeof userEvent.setup>) {
  act(() => clock.advance(PREVIEW_DONE_MS));
  await user.click(button('Refresh Table'));
}

describe('DNS Logs', () => {
  it('previews as an analyst: filter rules, the job on the mock clock, results, and a change that clears them', async () => {
    clock.useVirtualTime(Date.now());
    await renderRoute('/logs/viewer', { persona: 'hannah' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'DNS Logs' });
    // A single organization: no Organization filter; sources wait for chosen sets.
    expect(screen.queryAllByLabelText('Organization filter')).toHaveLength(0);
    expect(field('Authorized Source')).toBeDisabled();
    expect(button('Preview Extract')).toBeDisabled();
    expect(button('Cancel Preview')).toBeDisabled();
    expect(button('Download Preview')).toBeDisabled();
    expect(screen.getByText(ROW_LIMIT_NOTE)).toBeVisible();

    // The service's name rule comes back at the field and as a notification.
    fireEvent.change(nameInput(), { target: { value: 'bad name!' } });
    await user.click(button('Preview Extract'));
    expect(await screen.findAllByText('Name value is not valid')).not.toHaveLength(0);

    fireEvent.change(nameInput(), { target: { value: 'com' } });
    await user.click(button('Preview Extract'));
    expect(await screen.findByRole('button', { name: 'Refresh Table' })).toBeEnabled();
    expect(nameInput()).toBeDisabled();
    expect(button('Cancel Preview')).toBeEnabled();
    await refreshUntilDone(user);

    const results = await table();
    expect(headers(results)).toEqual([
      'Authorized Source',
      'Source Set',
      'Date (UTC)',
      'Name',
      'Type',
      'Category',
      'Policy',
      'Action',
    ]);
    expect(within(results).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText(ROW_LIMIT_NOTE)).toBeVisible();
    expect(within(results).getAllByText(NO_POLICY).length).toBeGreaterThan(0);
    const link = within(results).getAllByRole('link')[0];
    expect(link.getAttribute('href')).toMatch(/^\/threats\/policy-tester\?indicator=.+&orgId=org-doe&sourceSetId=/);
    expect(button('Cancel Preview')).toBeDisabled();
    expect(button('Download Preview')).toBeEnabled();
    // A viewer sees Schedule Extract in place of Preview Extract, but scheduling is for managers.
    expect(button('Schedule Extract')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Preview Extract' })).toBeNull();

    fireEvent.change(nameInput(), { target: { value: 'org' } });
    await waitFor(() => expect(screen.queryByRole('table', { name: 'DNS log preview' })).toBeNull());
    expect(button('Preview Extract')).toBeEnabled();
  });

  it('Clear drops the results of a preview: Download Preview off, Preview Extract back, the service has none', async () => {
    clock.useVirtualTime(Date.now());
    await renderRoute('/logs/viewer', { persona: 'hannah' });
    const user = userEvent.setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'com' } });
    await user.click(button('Preview Extract'));
    await refreshUntilDone(user);
    await table();
    expect(button('Download Preview')).toBeEnabled();
    expect(button('Schedule Extract')).toBeInTheDocument();

    await user.click(button('Clear'));
    expect(screen.queryByRole('table', { name: 'DNS log preview' })).toBeNull();
    expect(button('Download Preview')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Schedule Extract' })).toBeNull();
    expect(button('Preview Extract')).toBeDisabled();
    expect(nameInput()).toHaveValue('');
    // The preview is cancelled at the service too: Refresh Table would not bring the rows back.
    await waitFor(() => expect(db.logPreviews.all().filter((p) => p.userId === PERSONA.tenantReadOnly)).toEqual([]));
  });

  it('as an operator: a link prefills the form, a large preview asks first, results name organizations', async () => {
    clock.useVirtualTime(Date.now());
    const today = new Date().toISOString().slice(0, 10);
    await renderRoute(`/logs/viewer?name=com&date=${today}&orgId=org-doe`, { persona: 'olivia' });
    const user = userEvent.setup();
    await waitFor(() => expect(nameInput()).toHaveValue('com'));
    // Shown as MM/DD/YYYY whatever the browser's locale.
    const shown = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
    expect(screen.getByLabelText('From (UTC)')).toHaveValue(shown);
    expect(screen.getByLabelText('Through (UTC)')).toHaveValue(shown);
    // The organization of the link is chosen, and kept like any other filter.
    await waitFor(async () =>
      expect((await storage.get('logQueryFilters'))?.['dnsLogs:org-global']).toMatchObject({
        orgs: [{ name: 'Energy', value: 'org-doe' }],
      }),
    );

    // Every organization's allowed queries of a day are more than the service previews without asking.
    await user.click(button('Clear'));
    expect(nameInput()).toHaveValue('');
    await user.click(field('Action'));
    await user.click(await screen.findByRole('option', { name: 'Allow' }));
    await user.click(screen.getByRole('radio', { name: 'Past 24 Hours' }));
    await user.click(button('Preview Extract'));
    const dialog = await screen.findByRole('dialog', { name: 'Large Volume' });
    expect(within(dialog).getByText(LARGE_VOLUME)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await refreshUntilDone(user);
    expect(headers(await table())[0]).toBe('Organization');
  });

  it('restores stored filters and shows the failed, empty and report-error outcomes', async () => {
    clock.useVirtualTime(Date.now());
    await storage.set('logQueryFilters', {
      'dnsLogs:org-doe': { ...emptyFilters(Date.now()), queryName: 'nothing.invalid' },
    });
    await renderRoute('/logs/viewer', { persona: 'hannah' });
    const user = userEvent.setup();
    await waitFor(() => expect(nameInput()).toHaveValue('nothing.invalid'));

    await user.click(button('Preview Extract'));
    await refreshUntilDone(user);
    expect(await screen.findByText(NO_RECORDS)).toBeVisible();

    server.use(
      http.post(endpointPattern(previewStatusEndpoint.path), () =>
        HttpResponse.json({
          result: {
            status: 'failed',
            queryExecutionId: 'qe-1',
            queryParams: null,
            items: [],
            totalCount: null,
            startedAt: null,
          },
        }),
      ),
    );
    fireEvent.change(nameInput(), { target: { value: 'com' } });
    await user.click(button('Preview Extract'));
    await user.click(await screen.findByRole('button', { name: 'Refresh Table' }));
    expect(await screen.findByText(PREVIEW_FAILED)).toBeVisible();

    server.use(
      http.post(endpointPattern(previewAsyncEndpoint.path), () =>
        HttpResponse.json({ errors: [{ key: 'internal.error', message: 'down' }] }, { status: 500 }),
      ),
    );
    fireEvent.change(nameInput(), { target: { value: 'gov' } });
    await user.click(await screen.findByRole('button', { name: 'Preview Extract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Error' });
    expect(within(dialog).getByText(REPORT_ERROR)).toBeVisible();
  });
});
