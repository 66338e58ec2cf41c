import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from './contract';

/*
 * Live mode: the provider's access token names the organization viewed, so a switch is not done
 * until update-org has succeeded and the tokens have been renewed with the new one in their claims.
 */
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/env')>()),
  usesOidc: true,
}));
vi.mock('./provider-session', () => ({ renewTokens: vi.fn(async () => 'renewed-token') }));
vi.mock('./queries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./queries')>()),
  selectOrganization: vi.fn(),
}));
vi.mock('@/lib/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warn: vi.fn(), info: vi.fn(), apiError: vi.fn() },
}));

const { switchOrganization } = await import('./actions');
const { sessionStore } = await import('./store');
const provider = await import('./provider-session');
const { selectOrganization } = await import('./queries');

const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.mocked(provider.renewTokens)
    .mockReset()
    .mockImplementation(async () => {
      calls.push('renew');
      return 'renewed-token';
    });
  vi.mocked(selectOrganization).mockReset();
  sessionStore.set({
    status: 'signedIn',
    user: { email: 'james.whitfield@gsa.gov', orgId: 'org-gsa' } as CurrentUser,
    selectedOrgId: 'org-gsa',
  });
});

describe('organization switch with an identity provider', () => {
  it('renews the tokens after update-org succeeds', async () => {
    vi.mocked(selectOrganization).mockImplementation(async (_email, orgId) => {
      calls.push('update-org');
      return { selectedOrgId: orgId };
    });
    expect(await switchOrganization('org-epa')).toBe(true);
    expect(calls).toEqual(['update-org', 'renew']);
    expect(sessionStore.get().selectedOrgId).toBe('org-epa');
  });

  it('does not renew when update-org is refused, and keeps the previous organization', async () => {
    vi.mocked(selectOrganization).mockImplementation(async () => {
      calls.push('update-org');
      throw new Error('refused');
    });
    expect(await switchOrganization('org-usda')).toBe(false);
    expect(calls).toEqual(['update-org']);
    expect(provider.renewTokens).not.toHaveBeenCalled();
    expect(sessionStore.get().selectedOrgId).toBe('org-gsa');
  });
});
