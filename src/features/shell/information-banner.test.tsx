import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorKey } from '@/api/error-keys';
import { informationKeys } from '@/api/information/queries';
import { notify } from '@/lib/notify';
import { InformationBanner, forgetDismissedBanners } from './information-banner';
import { createTestQueryClient, renderWithProviders } from '../../../tests/setup/render';
import { signInAs, signOutOfStore } from '../../../tests/setup/session-store';

vi.mock('@/lib/notify', () => ({ notify: { error: vi.fn() } }));

const banner = {
  bannerType: 'warning' as const,
  headerText: 'Scheduled maintenance',
  infoText: 'The console will be unavailable Saturday from 02:00 to 04:00 Eastern.',
};

beforeEach(() => {
  signInAs();
  forgetDismissedBanners();
  vi.mocked(notify.error).mockClear();
});
afterEach(() => {
  signOutOfStore();
  vi.unstubAllGlobals();
});

function renderWithBanner(data: typeof banner | null) {
  const client = createTestQueryClient();
  client.setQueryData(informationKeys.list({ pageSize: 1 }), data);
  return renderWithProviders(<InformationBanner />, { queryClient: client });
}

describe('InformationBanner', () => {
  it('shows the header and text of the banner', () => {
    renderWithBanner(banner);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Scheduled maintenance');
    expect(alert).toHaveTextContent('The console will be unavailable Saturday from 02:00 to 04:00 Eastern.');
  });

  it('renders the banner from the information call', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ result: { items: [{ ...banner, bannerType: 'info' }], itemCount: 1, nextPageKey: null } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<InformationBanner />);

    expect(await screen.findByText('Scheduled maintenance')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/information\/list$/),
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ pageSize: 1 }) }),
    );
  });

  it('renders nothing when there is no banner', () => {
    renderWithBanner(null);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays dismissed for the session, even when remounted', async () => {
    const { unmount } = renderWithBanner(banner);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByText('Scheduled maintenance')).not.toBeInTheDocument();
    unmount();

    renderWithBanner(banner);
    expect(screen.queryByText('Scheduled maintenance')).not.toBeInTheDocument();
  });

  it('shows a new banner after an older one was dismissed', async () => {
    const { unmount } = renderWithBanner(banner);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    unmount();

    renderWithBanner({ ...banner, headerText: 'Maintenance extended' });
    expect(screen.getByText('Maintenance extended')).toBeVisible();
  });

  it('reports a failed fetch with the message for the first error key', async () => {
    const errors = [{ key: ErrorKey.forbidden }, { key: ErrorKey.internal }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ errors }, { status: 403 })),
    );
    renderWithProviders(<InformationBanner />);

    await waitFor(() => expect(notify.error).toHaveBeenCalledOnce());
    expect(notify.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'You do not have permission to perform this action.' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
