import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { clock } from '@mock/core/clock';
import { BULK_DONE_MS } from '@mock/handlers/coverage-bulk-job';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The federal civilian build: the tab is disabled in the critical-infrastructure one.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, config: { ...actual.config, orgType: 'FCEB' } };
});

useScreenTests();
afterEach(() => clock.useRealTime());

const PATH = '/threats/policy-coverage';
const indicatorBox = () => screen.getByRole('textbox', { name: /Indicator/ });
const table = (name: string) => screen.findByRole('table', { name });

describe('Policy Coverage', () => {
  it('looks up only a domain or IP and shows the summary and both tables, redacted for a tenant', async () => {
    await renderRoute(PATH, { persona: 'tenantAdmin' });
    await screen.findByRole('heading', { level: 2, name: 'Policy Coverage' });
    expect(screen.queryByText('Prefer to upload indicator file?')).toBeNull();
    const user = userEvent.setup();
    await user.click(indicatorBox());
    await user.paste('not a domain');
    expect(await screen.findByText(/Enter a domain name \(example.com\) or an IP address/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Summary of/ })).toBeNull();

    await user.clear(indicatorBox());
    await user.paste('Cryptomining.TestCategory.com');
    const summary = await screen.findByRole('region', { name: 'Summary of cryptomining.testcategory.com' });
    expect(within(summary).getByText('Security Risk Category').nextSibling).toHaveTextContent('Cryptomining');
    const global = await table('Global Policies');
    await waitFor(() => expect(within(global).getAllByText('Redacted')).toHaveLength(2));
    const own = await table('Organization Policies');
    expect(await within(own).findByRole('link', { name: 'Block Cryptomining' })).toBeVisible();
  });

  it('runs a bulk search for the global tenant: file rules, queued, refresh to success, summary, cancel', async () => {
    clock.useVirtualTime(Date.now());
    await renderRoute(PATH, { persona: 'globalAdmin' });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Prefer to upload indicator file?' }));
    expect(await screen.findByRole('button', { name: 'Prefer to search for a single indicator?' })).toBeVisible();
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const search = () => screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(input()).not.toBeNull());
    expect(search()).toBeDisabled();

    await user.upload(input(), new File(['a.gov'], 'iocs.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please upload one of the following file formats: csv')).toBeVisible();
    await user.upload(input(), new File(['a.gov\nnot valid\n'], 'iocs.csv', { type: 'text/csv' }));
    const invalid = await screen.findByRole('alert', { name: 'The following domains are invalid:' });
    expect(within(invalid).getByText('not valid')).toBeVisible();
    expect(search()).toBeDisabled();

    const csv = 'domain\ncryptomining.testcategory.com\nmalware.testcategory.com\nnever-heard-of.example\n';
    await user.upload(input(), new File([csv], 'iocs.csv', { type: 'text/csv' }));
    await waitFor(() => expect(search()).toBeEnabled());
    await user.click(search());
    expect(await screen.findByText('Queued')).toBeVisible();

    clock.advance(BULK_DONE_MS);
    await user.click(screen.getByRole('button', { name: 'Refresh Table' }));
    expect(await screen.findByText('Success')).toBeVisible();
    const covered = (await screen.findByText('Covered Indicators')).closest('li')!;
    await waitFor(() => expect(covered).toHaveTextContent('Covered Indicators2'));
    const results = await table('Bulk coverage results');
    expect(await within(results).findByText('never-heard-of.example')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download List' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(search()).toBeDisabled());
  });
});
