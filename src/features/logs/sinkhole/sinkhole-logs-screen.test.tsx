import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { clock } from '@mock/node';
import { SEED_NOW } from '@mock/seed/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED } from './sinkhole-filter';
import { SINKHOLE_INTRO } from './sinkhole-logs-screen';

// Sinkholes exist outside the critical-infrastructure build only (spec 2 §2.2).
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, config: { ...actual.config, orgType: 'FCEB' } };
});

useScreenTests();

// A month after the seed, so the first sinkhole's oldest files (enforced 75 days before it) have expired.
const NOW = SEED_NOW + 30 * 86_400_000;
afterEach(() => {
  clock.useRealTime();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Sinkhole Logs' });
const iso = (at: number) => new Date(at).toISOString().slice(0, 10);
// The day fields are typed into, and show the day, as MM/DD/YYYY.
const us = (at: number) => iso(at).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

async function applyFilter(user: ReturnType<typeof userEvent.setup>, setUp?: () => void) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  setUp?.();
  await user.click(await screen.findByRole('button', { name: 'Filter Sinkhole Logs' }));
}

describe('Sinkhole Logs', () => {
  it('filters one sinkhole by address and duration, downloads an hour, and shows older files as Expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    clock.useVirtualTime(NOW);
    await renderRoute('/logs/sinkhole-logs', { persona: 'olivia' });
    expect(await screen.findByText(SINKHOLE_INTRO)).toBeInTheDocument();
    expect(await within(table()).findByText('No sinkhole logs found')).toBeInTheDocument();
    const user = userEvent.setup();

    // The address is required.
    await applyFilter(user);
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Sinkhole IP/ }));
    await user.click(await screen.findByRole('option', { name: '203.0.113.10' }));
    expect(screen.getByRole('radio', { name: 'Past 24hrs' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Filter Sinkhole Logs' }));
    const downloads = await within(table()).findAllByRole('button', { name: /^Download Log/ });
    expect(downloads).toHaveLength(10); // a full first page
    expect(within(table()).queryByText('Expired')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (2 applied)' })).toBeInTheDocument();

    const blobs: Blob[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:test/${blobs.push(blob as Blob)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(downloads[0]);
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^sinkhole-203-0-113-10-.*\.csv$/)]));
    const lines = (await blobs[0].text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Timestamp,Organization,Source Set,Source,Query Name,Record Type,Protocol,IP Version,Sinkhole IP,Policy',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toContain('Sinkhole Cobalt Strike Beacons');

    // A custom range 100 to 95 days back: the files are listed, past their 90 days.
    await applyFilter(user, () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
      fireEvent.change(screen.getByLabelText(/Start Date/), { target: { value: us(NOW - 100 * 86_400_000) } });
      fireEvent.change(screen.getByLabelText(/End Date/), { target: { value: us(NOW - 95 * 86_400_000) } });
    });
    expect((await within(table()).findAllByText('Expired')).length).toBeGreaterThan(5);
    expect(within(table()).queryByRole('button', { name: /^Download Log/ })).toBeNull();

    // The end cannot come before the start: the field does not take such a day, and shows the day it had.
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const end = await screen.findByLabelText(/End Date/);
    fireEvent.change(end, { target: { value: us(NOW - 101 * 86_400_000) } });
    fireEvent.blur(end);
    expect(end).toHaveValue(us(NOW - 95 * 86_400_000));
    // Clear filters empties the table and the count.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await within(table()).findByText('No sinkhole logs found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
