import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { ConfirmDeleteDialog, ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks, focuses Cancel and cancels on Escape', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Disable user"
        message="Disable this user?"
        confirmLabel="Disable"
        onConfirm={vi.fn()}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Disable user' });
    expect(dialog).toHaveTextContent('Disable this user?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows loading on the confirm button while onConfirm runs', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Approve"
        message="Approve the request?"
        confirmLabel="Approve"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Approve' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-loading'));
  });

  it('recovers when onConfirm fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('nope'));
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Deny"
        message="Deny?"
        confirmLabel="Deny"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deny' })).toBeEnabled());
  });
});

describe('ConfirmDeleteDialog', () => {
  it('enables Delete only when DELETE is typed exactly', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmDeleteDialog
        opened
        title="Delete user"
        message="This cannot be undone."
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const input = screen.getByLabelText('Type DELETE to confirm');
    const button = screen.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(button).toBeDisabled();

    await user.type(input, 'delete');
    expect(button).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'DELETE ');
    expect(button).toBeDisabled();
    await user.type(input, '{Backspace}');
    expect(button).toBeEnabled();

    await user.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter once enabled, and not before', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmDeleteDialog opened title="Delete policy" message="Delete?" onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    const input = screen.getByLabelText('Type DELETE to confirm');
    await user.type(input, 'DELET{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(input, 'E{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts empty each time it opens', async () => {
    const user = userEvent.setup();
    const props = { title: 'Delete user', message: 'Sure?', onConfirm: vi.fn(), onCancel: vi.fn() };
    const { rerender } = renderWithProviders(<ConfirmDeleteDialog opened {...props} />);
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    rerender(<ConfirmDeleteDialog opened={false} {...props} />);
    rerender(<ConfirmDeleteDialog opened {...props} />);
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveValue('');
  });
});
