import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { db } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readExtractDraft } from '../extract-draft';
import { READ_ONLY_NOTE } from './editor/schedule-editor-page';
import { EXTRACTS_INTRO, EXTRACT_DELETED } from './scheduled-extracts-screen';

useScreenTests();

const PATH = '/logs/scheduled-extracts';

describe('Scheduled Extracts', () => {
  it('shows a reporting manager the extracts with their statuses, details, history link, View Schedule and Delete', async () => {
    const { router } = await renderRoute(PATH, { persona: 'daniel' });
    const table = await screen.findByRole('table', { name: 'Scheduled extracts of Agriculture' });
    expect(screen.getByText(EXTRACTS_INTRO)).toBeInTheDocument();
    for (const header of ['Name', 'Last Run', 'Cadence', 'Next Run', 'Run Status'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    await within(table).findByText('Daily Blocked Requests');
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    // The single custom-range extract ran two weeks ago: expired, shown with its expiry.
    expect(
      within(rowOf('Incident Lookback')).getByText(/^Exp\. \d\d\/\d\d\/\d\d - \d\d:\d\d [AP]M$/),
    ).toBeInTheDocument();
    expect(within(rowOf('Daily Blocked Requests')).getByText('Queued')).toBeInTheDocument();
    expect(within(rowOf('Weekly Source Set Review')).getByText('Weekly: Mon, Wed')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rowOf('Daily Blocked Requests')).getByRole('button', { name: /details/i }));
    expect(await within(table).findByText('daniel.okafor@usda.gov')).toBeInTheDocument();
    expect(within(table).getByText('Created On')).toBeInTheDocument();

    await user.click(
      within(rowOf('Daily Blocked Requests')).getByRole('button', { name: 'Actions for Daily Blocked Requests' }),
    );
    const history = await screen.findByRole('menuitem', { name: 'Extract History' });
    expect(history.getAttribute('href')).toMatch(
      /^\/logs\/scheduled-extracts\/history\?queryId=xq-usda-1&name=Daily(\+|%20)Blocked(\+|%20)Requests&.*cadence=Daily&runTime=\d\d%3A00(\+|%20)[AP]M&createdBy=daniel.okafor%40usda.gov&destination=s3%3A%2F%2Fpdns-extracts%2Forg-usda%2Fxq-usda-1%2F$/,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete Extract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Extract' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(EXTRACT_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Daily Blocked Requests')).toBeNull());
    expect(db.scheduledExtracts.all().some((x) => x.queryId === 'xq-usda-1')).toBe(false);

    // View Schedule hands the extract to the editor through the draft.
    await user.click(within(rowOf('Weekly Source Set Review')).getByRole('button', { name: /^Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Schedule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logs/scheduled-extracts/edit'));
    expect((await readExtractDraft())?.extract?.queryId).toBe('xq-usda-2');
    expect(await screen.findByRole('link', { name: 'Back to Extracts' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Weekly Source Set Review');
  });

  it('shows an admin who is not a reporting manager a schedule with read-only fields, no Save and no Delete', async () => {
    // Daniel without his reporting manager role: an admin reads the extracts but may not change them.
    const daniel = db.users.all().find((u) => u.email === 'daniel.okafor@usda.gov')!;
    await db.users.update(daniel, {
      strict: true,
      data: (u) => void (u.roles = u.roles.filter((role) => role !== 'reportingManager')),
    });
    const { router } = await renderRoute(PATH, { persona: 'daniel' });
    const table = await screen.findByRole('table', { name: 'Scheduled extracts of Agriculture' });
    const row = (await within(table).findByText('Weekly Source Set Review')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Extract History' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete Extract' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'View Schedule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logs/scheduled-extracts/edit'));
    expect(await screen.findByText(new RegExp(READ_ONLY_NOTE))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'View Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Weekly Source Set Review');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Recurring' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Immediate' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
  });
});
