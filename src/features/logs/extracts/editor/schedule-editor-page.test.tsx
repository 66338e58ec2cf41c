import { renderRoute, useScreenTests } from '../../../../../tests/setup/render-route';
import { db } from '@mock/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LogQueryParams } from '@/api/log-queries/query-params';
import { readExtractDraft, saveExtractDraft } from '../../extract-draft';
import { newScheduleValues } from './schedule-values';
import { SCHEDULED_DETAIL, SCHEDULED_TITLE } from './schedule-editor-page';
import { DAY_REQUIRED, INTERVAL_REQUIRED, NO_DAY_SAVES_ALL } from './weekly-modal';

useScreenTests();

const PATH = '/logs/scheduled-extracts/create';
const params = (over: Partial<LogQueryParams> = {}): LogQueryParams => ({
  orgs: [],
  sourceSets: [],
  sources: [],
  policies: [],
  actions: [{ name: 'Block', value: 'blocked' }],
  recordTypes: [],
  queryName: '',
  rDataIpAddress: '',
  duration: { startDate: new Date(Date.now() - 86_400_000).toISOString(), endDate: new Date().toISOString() },
  durationType: '24',
  ...over,
});

describe('Extract Schedule editor', () => {
  it('schedules the previewed query weekly: summary, the weekly modal rules, the draft, and the success notice', async () => {
    await saveExtractDraft({ queryParams: params(), from: 'logs' });
    await renderRoute(PATH, { persona: 'daniel' });
    expect(await screen.findByRole('link', { name: 'Back to DNS Logs' })).toHaveAttribute('href', '/logs/viewer');
    const summary = screen.getByRole('region', { name: 'Query' });
    const term = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect([term('Organizations'), term('Source Sets'), term('Actions'), term('Name'), term('Duration')]).toEqual([
      'All',
      'All',
      'Block',
      'Any',
      'Past 24 Hours',
    ]);
    expect(screen.getByRole('textbox', { name: 'API Key(s)' })).toBeDisabled();

    const user = userEvent.setup();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Weekly Blocks' } });
    // Weekly opens the modal; Cancel restores Single.
    const recurring = screen.getByRole('combobox', { name: 'Recurring' });
    await user.click(recurring);
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    let modal = await screen.findByRole('dialog', { name: 'Weekly Recurrence' });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Weekly Recurrence' })).toBeNull());
    expect(recurring).toHaveValue('Single');
    // Again: without an interval Save says so; with no day it selects all seven (§4: no error here).
    await user.click(recurring);
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    modal = await screen.findByRole('dialog', { name: 'Weekly Recurrence' });
    expect(within(modal).getByText(NO_DAY_SAVES_ALL)).toBeInTheDocument();
    expect(within(modal).queryByText(DAY_REQUIRED)).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(within(modal).getByText('Please select an interval')).toBeInTheDocument();
    await user.click(within(modal).getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Every other week' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Weekly Recurrence' })).toBeNull());
    expect(recurring).toHaveValue('Weekly');
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    // The unsaved values follow into the draft, for a reload to restore.
    await waitFor(async () => expect((await readExtractDraft())?.values).toMatchObject({ name: 'Weekly Blocks' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SCHEDULED_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SCHEDULED_DETAIL)).toBeInTheDocument();
    const saved = db.scheduledExtracts.all().find((x) => x.queryName === 'Weekly Blocks')!;
    expect(saved.when.reoccur).toEqual({ type: 'week', days: [1, 2, 3, 4, 5, 6, 7], every: 2 });
    expect(saved.createdBy).toBe('daniel.okafor@usda.gov');
    expect(await screen.findByText(/Below is a list of existing scheduled extracts/)).toBeInTheDocument();
    expect(await readExtractDraft()).toBeUndefined();
  });

  it('refuses at the form a weekly recurrence with no interval or day (a draft left before the modal saved)', async () => {
    const values = { ...newScheduleValues(new Date()), name: 'Weekly Left Open', recurrence: 'week' as const };
    await saveExtractDraft({ queryParams: params(), from: 'logs', values });
    await renderRoute(PATH, { persona: 'daniel' });
    expect(await screen.findByRole('combobox', { name: 'Recurring' })).toHaveValue('Weekly');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DAY_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(INTERVAL_REQUIRED)).toBeInTheDocument();
    expect(db.scheduledExtracts.all().some((x) => x.queryName === 'Weekly Left Open')).toBe(false);
  });

  it('shows a dash for recurrence on a custom range, keeps the form on a refusal, and sends a viewer away', async () => {
    await saveExtractDraft({ queryParams: params({ durationType: 'custom' }), from: 'extracts' });
    const first = await renderRoute(PATH, { persona: 'daniel' });
    expect(await screen.findByRole('link', { name: 'Back to Extracts' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recurring' })).toHaveValue('-');
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Bad <name>' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Name may contain only letters/)).toBeInTheDocument();
    expect(db.scheduledExtracts.all().some((x) => x.queryName.startsWith('Bad'))).toBe(false);
    first.unmount();

    const viewer = await renderRoute(PATH, { persona: 'hannah' });
    await waitFor(() => expect(viewer.router.state.location.pathname).toBe('/logs/viewer'));
  });
});
