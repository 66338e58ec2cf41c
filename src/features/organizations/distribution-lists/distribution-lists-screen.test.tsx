import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { db } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seededDistributionLists, seededOrganization } from '../../../../tests/setup/seed';
import { LIST_DELETED, LIST_DELETE_FAILED } from './distribution-list-form-values';
import { pasteInto } from '../../../../tests/setup/paste-into';

useScreenTests();

const PATH = '/organizations/dist';
const tableOf = (orgId: string) =>
  screen.findByRole('table', { name: `Distribution Lists of ${seededOrganization(orgId).displayName}` });
const setsUsing = (listId: string) =>
  db.alertSets
    .all()
    .filter((set) => set.distribution.includes(listId))
    .map((set) => set.name);

describe('Distribution Lists tab', () => {
  it("shows a configuration manager their organization's lists, sorted by name, with Add New List and Delete", async () => {
    await renderRoute(PATH, { persona: 'daniel' });
    const table = await tableOf('org-usda');
    const seeded = seededDistributionLists('org-usda');
    const names = seeded.map((list) => list.name).sort();
    await within(table).findByRole('link', { name: names[0] });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(names);
    expect(within(table).getByRole('columnheader', { name: /Distribution List Name/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Description/ })).toBeInTheDocument();
    const first = seeded.find((list) => list.name === names[0])!;
    expect(within(rows[0]!).getByRole('cell', { name: String(first.recipients.length) })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: `View List ${first.name}` })).toHaveAttribute(
      'href',
      `/organizations/dist/form?orgId=org-usda&listId=${first.id}`,
    );
    expect(screen.getByRole('link', { name: 'Add New List' })).toHaveAttribute(
      'href',
      '/organizations/dist/form?orgId=org-usda',
    );

    const user = userEvent.setup();
    await pasteInto(user, screen.getByPlaceholderText('Search for distribution list'), 'no such list');
    expect(await within(table).findByText('No Records Found')).toBeInTheDocument();
  });

  it('deletes a list no alert set uses, and refuses one in use, naming the alert sets', async () => {
    await db.distributionLists.create({
      orgId: 'org-usda',
      id: 'dl-usda-spare',
      name: 'A Spare List',
      description: 'Nobody uses it',
      recipients: [{ email: 'spare@usda.gov', comment: '' }],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await renderRoute(PATH, { persona: 'daniel' });
    const table = await tableOf('org-usda');
    const user = userEvent.setup();

    await user.click(await within(table).findByRole('button', { name: 'Delete A Spare List' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Distribution List' });
    expect(dialog).toHaveTextContent('A Spare List');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(LIST_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('A Spare List')).toBeNull());
    expect(seededDistributionLists('org-usda').some((list) => list.id === 'dl-usda-spare')).toBe(false);

    const used = seededDistributionLists('org-usda')[0]!;
    await user.click(within(table).getByRole('button', { name: `Delete ${used.name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Distribution List' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const notice = (await screen.findByText(LIST_DELETE_FAILED)).closest('.mantine-Notification-root')!;
    for (const name of setsUsing(used.id)) expect(notice).toHaveTextContent(name);
    expect(seededDistributionLists('org-usda').some((list) => list.id === used.id)).toBe(true);
  });

  it("shows a read-only viewer their organization's lists with View List only", async () => {
    await renderRoute(PATH, { persona: 'hannah' });
    const table = await tableOf('org-doe');
    const [list] = seededDistributionLists('org-doe');
    expect(await within(table).findByRole('link', { name: `View List ${list!.name}` })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add New List' })).toBeNull();
  });
});
