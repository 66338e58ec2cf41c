import { Menu } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../tests/setup/render';
import { ConfirmDeleteDialog, ConfirmDialog } from './confirm-dialog';
import { useConfirmedAction } from './use-confirmed-action';

interface Item {
  id: string;
  name: string;
}
const alpha: Item = { id: 'a', name: 'Alpha' };
const beta: Item = { id: 'b', name: 'Beta' };

const listKey: QueryKey = ['items', 'list', { page: 1 }];
const alphaKey: QueryKey = ['items', 'detail', 'a'];
const otherKey: QueryKey = ['other', 'list'];

function Harness({ run, typed = false }: { run: (item: Item) => Promise<string>; typed?: boolean }) {
  const action = useConfirmedAction<Item, string>({
    run,
    success: (item, result) => ({ message: `${item.name} ${result}` }),
    failure: () => ({ title: 'Could not delete item' }),
    invalidate: (item) => [
      ['items', 'list'],
      ['items', 'detail', item.id],
    ],
  });
  const Dialog = typed ? ConfirmDeleteDialog : ConfirmDialog;
  return (
    <>
      <Notifications />
      <Menu>
        <Menu.Target>
          <button type="button">Actions for Alpha</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => action.ask(alpha)}>Delete Item</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <button type="button" onClick={() => action.ask(beta)}>
        Delete Beta
      </button>
      <Dialog
        {...action.dialogProps}
        title="Delete Item"
        message={`Delete ${action.target?.name ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </>
  );
}

function setUp(run: (item: Item) => Promise<string>, typed = false) {
  const queryClient = createTestQueryClient();
  for (const key of [listKey, alphaKey, otherKey]) queryClient.setQueryData(key, 'cached');
  renderWithProviders(<Harness run={run} typed={typed} />, { queryClient });
  return { queryClient, user: userEvent.setup() };
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

async function openFromMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Actions for Alpha' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete Item' }));
  return screen.findByRole('dialog', { name: 'Delete Item' });
}

afterEach(() => notifications.clean());

describe('useConfirmedAction', () => {
  it('confirms by keyboard, shows the call pending, notifies, reloads the keys and hands focus back', async () => {
    let finish: (value: string) => void = () => {};
    const run = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { queryClient, user } = setUp(run);

    const dialog = await openFromMenu(user);
    expect(dialog).toHaveTextContent('Delete Alpha?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    await user.keyboard('{Enter}');
    expect(run).toHaveBeenCalledWith(alpha);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(invalidated(queryClient, listKey)).toBe(false);

    finish('deleted');
    expect(await screen.findByText('Alpha deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Item' })).not.toBeInTheDocument());
    expect(invalidated(queryClient, listKey)).toBe(true);
    expect(invalidated(queryClient, alphaKey)).toBe(true);
    expect(invalidated(queryClient, otherKey)).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Alpha' })).toHaveFocus());
  });

  it('cancels with Escape: no call, no notice, nothing reloaded, focus back on the opener', async () => {
    const run = vi.fn(async () => 'deleted');
    const { queryClient, user } = setUp(run);
    await user.click(screen.getByRole('button', { name: 'Delete Beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Item' });
    expect(dialog).toHaveTextContent('Delete Beta?');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Item' })).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
    expect(screen.queryByText('Beta deleted')).not.toBeInTheDocument();
    expect(invalidated(queryClient, listKey)).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Beta' })).toHaveFocus());
  });

  it("keeps the dialog open with the error's message after a failure, notifies, and can try again", async () => {
    const run = vi
      .fn<(item: Item) => Promise<string>>()
      .mockRejectedValueOnce(new Error('The user was not found.'))
      .mockResolvedValueOnce('deleted');
    const { queryClient, user } = setUp(run, true);

    const dialog = await openFromMenu(user);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The user was not found.');
    expect(await screen.findByText('Could not delete item')).toBeInTheDocument();
    expect(screen.getAllByText('The user was not found.')).toHaveLength(2);
    // A refusal may mean the list on screen is stale.
    expect(invalidated(queryClient, listKey)).toBe(true);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(within(dialog).getByLabelText('Type DELETE to confirm')).toHaveValue('DELETE');

    await user.click(confirm);
    expect(await screen.findByText('Alpha deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Item' })).not.toBeInTheDocument());
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('opens again without the last failure', async () => {
    const run = vi.fn(async () => Promise.reject(new Error('Service unavailable.')));
    const { user } = setUp(run);
    await user.click(screen.getByRole('button', { name: 'Delete Beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service unavailable.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Item' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Beta' }));
    const reopened = await screen.findByRole('dialog', { name: 'Delete Item' });
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });
});
