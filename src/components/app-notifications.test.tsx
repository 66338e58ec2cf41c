import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '../../tests/setup/render';
import { AppNotifications } from './app-notifications';

afterEach(() => act(() => notifications.clean()));

describe('AppNotifications', () => {
  it('shows notices raised through notify with the default banner titles', async () => {
    renderWithProviders(<AppNotifications />);
    act(() => notify.success({ message: 'User deleted' }));
    expect(await screen.findByText('Action was successfully completed')).toBeInTheDocument();
    expect(screen.getByText('User deleted')).toBeInTheDocument();
  });

  it('names the close button for screen readers', async () => {
    renderWithProviders(<AppNotifications />);
    act(() => notify.success({ message: 'User deleted' }));
    expect(await screen.findByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('stacks notices at the bottom of the window, clear of the header and its controls', async () => {
    renderWithProviders(<AppNotifications />);
    act(() => notify.success({ message: 'User deleted' }));
    const notice = await screen.findByText('User deleted');
    const stack = notice.closest('[data-position]');
    expect(stack).toHaveAttribute('data-position', 'bottom-right');
  });
});
