import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getAccessToken, setAccessToken } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import type { Tokens } from './oidc-client';
import { completeProviderSignIn, reenterSignIn, renewTokens, signInSucceeded, stopRenewal } from './provider-session';

const oidc = vi.hoisted(() => ({
  beginSignIn: vi.fn(async () => undefined),
  completeSignIn: vi.fn(),
  renew: vi.fn(),
  endSession: vi.fn(async () => undefined),
  forget: vi.fn(async () => undefined),
}));
vi.mock('./oidc-client', () => oidc);

const tokens = (overrides: Partial<Tokens> = {}): Tokens => ({
  accessToken: 'access-1',
  expiresIn: 15,
  identity: 'hannah.kim@energy.gov',
  roles: ['reportingViewer'],
  ...overrides,
});
const hooks = { signOut: vi.fn(async () => undefined) };
const unlinked = () => new ApiError([{ key: ErrorKey.unlinkedIdentity, message: 'not linked' }], 401);

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  sessionStorage.clear();
  setAccessToken(null);
});
afterEach(() => {
  stopRenewal();
  vi.useRealTimers();
});

describe('the provider session', () => {
  it('uses the tokens of the callback and renews them at 80% of a short lifetime', async () => {
    oidc.completeSignIn.mockResolvedValue(tokens());
    oidc.renew.mockResolvedValue(tokens({ accessToken: 'access-2' }));
    expect(await completeProviderSignIn('http://x/signin-callback?code=c&state=s', hooks)).toBe(
      'hannah.kim@energy.gov',
    );
    expect(getAccessToken()).toBe('access-1');
    await vi.advanceTimersByTimeAsync(11_900);
    expect(oidc.renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(oidc.renew).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('access-2');
    expect(hooks.signOut).not.toHaveBeenCalled();
  });

  it('takes none of the tokens of a renewal still under way when the session ends', async () => {
    oidc.completeSignIn.mockResolvedValue(tokens());
    await completeProviderSignIn('http://x/signin-callback?code=c&state=s', hooks);
    let answer!: (value: Tokens) => void;
    oidc.renew.mockReturnValue(new Promise<Tokens>((resolve) => (answer = resolve)));
    const renewing = renewTokens(hooks);
    // The sign-out begins (actions.ts closes the API to this token, then stops renewal).
    setAccessToken(null);
    stopRenewal();
    answer(tokens({ accessToken: 'access-2' }));
    await expect(renewing).rejects.toThrow('ended');
    expect(getAccessToken()).toBeNull();
    // Nor is another renewal scheduled for it.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(oidc.renew).toHaveBeenCalledTimes(1);
    expect(hooks.signOut).not.toHaveBeenCalled();
  });

  it('signs out, saying why, when a token has no roles claim', async () => {
    oidc.completeSignIn.mockResolvedValue(tokens({ roles: undefined }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await completeProviderSignIn('http://x/signin-callback?code=c', hooks)).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(hooks.signOut).toHaveBeenCalledWith('noRoles');
  });

  it('signs out when a renewal is refused, or brings a token without roles', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    oidc.renew.mockRejectedValueOnce(new Error('invalid_grant'));
    await expect(renewTokens(hooks)).rejects.toThrow('invalid_grant');
    expect(hooks.signOut).toHaveBeenLastCalledWith('renewalFailed');
    oidc.renew.mockResolvedValueOnce(tokens({ roles: 'admin' }));
    await expect(renewTokens(hooks)).rejects.toThrow('roles');
    expect(hooks.signOut).toHaveBeenLastCalledWith('noRoles');
  });

  it("re-enters sign-in once on the 'unlinked identity provider' error, not twice in a row", async () => {
    setAccessToken('access-1');
    expect(await reenterSignIn(new Error('other'))).toBe(false);
    expect(await reenterSignIn(unlinked())).toBe(true);
    expect(oidc.beginSignIn).toHaveBeenCalledWith({ prompt: 'login' });
    expect(getAccessToken()).toBeNull();
    // Back from the provider, and the API still says so: shown, not retried.
    expect(await reenterSignIn(unlinked())).toBe(false);
    expect(oidc.beginSignIn).toHaveBeenCalledTimes(1);
    // A sign-in that worked clears the guard for a later one.
    expect(await reenterSignIn(unlinked())).toBe(true);
    signInSucceeded();
    expect(await reenterSignIn(unlinked())).toBe(true);
    expect(oidc.beginSignIn).toHaveBeenCalledTimes(3);
  });
});
