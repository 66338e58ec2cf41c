import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutReason } from '@/lib/sign-out-reason';
import { ARM_DELAY_MS, SessionTimeout } from './session-timeout';
import { renderWithProviders } from '../../../tests/setup/render';

const mocks = vi.hoisted(() => ({
  signOut: vi.fn(async () => undefined),
  requestRefresh: vi.fn(),
  setAccessToken: vi.fn(),
  apiListeners: new Set<(at: number) => void>(),
}));

// The real renewSession (the session refresh call), over the mocked refresh call and token setter.
vi.mock('@/api/session/actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/session/actions')>()),
  signOut: mocks.signOut,
  signIn: vi.fn(),
  resumeSession: vi.fn(),
}));
vi.mock('@/api/auth/queries', () => ({ requestRefresh: mocks.requestRefresh }));
vi.mock('@/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/client')>()),
  setAccessToken: mocks.setAccessToken,
  onApiCall: (listener: (at: number) => void) => {
    mocks.apiListeners.add(listener);
    return () => mocks.apiListeners.delete(listener);
  },
}));

const MINUTE = 60_000;
const reloadPage = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  sessionStorage.clear();
  mocks.requestRefresh.mockResolvedValue({ token: 'fresh-token', expiresInSeconds: 1200 });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('dialog', { name: 'Session Timeout' });

function renderTimeout(timeoutMinutes = 20) {
  return renderWithProviders(<SessionTimeout timeoutMinutes={timeoutMinutes} reloadPage={reloadPage} />);
}

/** Opens the warning and waits until its buttons are enabled. */
function openArmedWarning() {
  renderTimeout();
  advance(18 * MINUTE);
  advance(ARM_DELAY_MS);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
}

describe('SessionTimeout', () => {
  it('appears at 18:00 of inactivity (a 20-minute setting) with a countdown from 1:00', () => {
    renderTimeout();
    advance(18 * MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();
    advance(1000);
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText('Your session will expire in 1:00')).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText('Your session will expire in 0:59')).toBeInTheDocument();
  });

  it('announces the countdown politely at 60, 30 and 10 seconds only', () => {
    renderTimeout();
    advance(18 * MINUTE);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Your session will expire in 60 seconds.');
    advance(15_000);
    expect(live).toHaveTextContent('Your session will expire in 60 seconds.');
    advance(15_000);
    expect(live).toHaveTextContent('Your session will expire in 30 seconds.');
    advance(20_000);
    expect(live).toHaveTextContent('Your session will expire in 10 seconds.');
  });

  it('disables both buttons for the first 1.5 seconds', () => {
    renderTimeout();
    advance(18 * MINUTE);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
    advance(ARM_DELAY_MS - 100);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    advance(100);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it('Continue refreshes the session, keeps the new token and closes', async () => {
    openArmedWarning();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(mocks.requestRefresh).toHaveBeenCalledTimes(1);
    expect(mocks.setAccessToken).toHaveBeenCalledWith('fresh-token');
    expect(dialog()).not.toBeInTheDocument();
    expect(mocks.signOut).not.toHaveBeenCalled();

    advance(18 * MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();
    advance(1000);
    expect(dialog()).toBeInTheDocument();
  });

  it('signs out when the refresh fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.requestRefresh.mockRejectedValueOnce(new Error('expired'));
    openArmedWarning();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
    expect(mocks.setAccessToken).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('Sign Out signs out', async () => {
    openArmedWarning();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Out' })));
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('signs out at 19:00 and reloads the page when the countdown reaches zero', async () => {
    renderTimeout();
    advance(19 * MINUTE - 250);
    expect(mocks.signOut).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(250));
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(signOutReason.read()).toBe('expired');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    advance(MINUTE);
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
  });

  it('postpones the warning on pointer, key, wheel and touch activity and on API calls', () => {
    renderTimeout();
    advance(10 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    advance(10 * MINUTE);
    expect(dialog()).not.toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    advance(10 * MINUTE);
    fireEvent.wheel(document.body);
    advance(10 * MINUTE);
    fireEvent.touchStart(document.body);
    advance(10 * MINUTE);
    for (const listener of mocks.apiListeners) listener(Date.now());
    advance(18 * MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();
    advance(1000);
    expect(dialog()).toBeInTheDocument();
  });

  it('is not dismissed by activity while open', () => {
    renderTimeout();
    advance(18 * MINUTE);
    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    for (const listener of mocks.apiListeners) listener(Date.now());
    advance(30_000);
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText('Your session will expire in 0:30')).toBeInTheDocument();
  });

  it('measures time by the clock, so a throttled tab cannot stretch the session', async () => {
    renderTimeout();
    // The browser delivers no timer callbacks while the clock moves past expiry.
    vi.setSystemTime(Date.now() + 25 * MINUTE);
    await act(async () => vi.advanceTimersByTime(250));
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
  });

  it.each([-1, 0, 2, Number.NaN])('is disabled when the setting is %s', (minutes) => {
    renderTimeout(minutes);
    advance(120 * MINUTE);
    expect(dialog()).not.toBeInTheDocument();
    expect(mocks.signOut).not.toHaveBeenCalled();
  });

  it('honours a custom setting above 2 minutes', () => {
    renderTimeout(3);
    advance(MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();
    advance(1000);
    expect(dialog()).toBeInTheDocument();
  });
});
