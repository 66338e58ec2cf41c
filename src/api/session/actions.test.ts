// @vitest-environment jsdom
import { PERSONA } from '@mock/testing/personas';
import { useMockApi } from '@mock/testing/api-test-setup';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../client';
import { orgRequestKeys } from '../org-requests/queries';
import { queryClient } from '../query-client';
import { storage } from '@/lib/storage';
import { resumeSession, signIn, signOut, switchOrganization } from './actions';
import { identityMemory } from './identity-memory';
import { sessionStore } from './store';

vi.mock('@/lib/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warn: vi.fn(), info: vi.fn(), apiError: vi.fn() },
}));
const { notify } = await import('@/lib/notify');

const server = useMockApi();

beforeEach(async () => {
  await signOut();
  vi.mocked(notify.warn).mockClear();
  vi.mocked(notify.apiError).mockClear();
});

describe('start-up', () => {
  it('signs a global operator in: user, principal, access requests loaded', async () => {
    await signIn(PERSONA.customerManager);
    const state = sessionStore.get();
    expect(state.status).toBe('signedIn');
    expect(state.user?.email).toBe(PERSONA.customerManager);
    expect(state.principal?.roles).toContain('customerManager');
    expect(state.selectedOrgId).toBe(state.user?.orgId);
    expect(getAccessToken()).toBeTruthy();
    expect(queryClient.getQueryData(orgRequestKeys.list({ includeClosed: false }))).toHaveLength(3);
  });

  it('warns, and still signs in, when access requests cannot be loaded', async () => {
    server.use(
      http.post('*/api/org-request/list', () =>
        HttpResponse.json({ errors: [{ key: 'internal.error' }] }, { status: 500 }),
      ),
    );
    await signIn(PERSONA.globalAdmin);
    expect(sessionStore.get().status).toBe('signedIn');
    expect(notify.warn).toHaveBeenCalledWith({
      title: 'Warning',
      message: 'Could not retrieve Organization access requests.',
    });
  });

  it('does not load access requests for tenant users', async () => {
    await signIn(PERSONA.tenantReadOnly);
    expect(queryClient.getQueryData(orgRequestKeys.list({ includeClosed: false }))).toBeUndefined();
  });

  it('stays signed out, with a message, when sign-in is refused', async () => {
    await signIn('nobody@nowhere.gov');
    expect(sessionStore.get().status).toBe('signIn');
    expect(getAccessToken()).toBeNull();
    expect(notify.apiError).toHaveBeenCalled();
  });

  it('resumes the remembered identity after a reload, and nothing after sign-out', async () => {
    await signIn(PERSONA.tenantAdmin);
    setAccessTokenLost();
    await resumeSession();
    expect(sessionStore.get().user?.email).toBe(PERSONA.tenantAdmin);
    await signOut();
    await resumeSession();
    expect(sessionStore.get().status).toBe('signIn');
  });
});

describe('organization switch', () => {
  it('updates the server and IndexedDB, and the choice survives a new sign-in', async () => {
    await signIn(PERSONA.multiAgency);
    expect(await switchOrganization('org-epa')).toBe(true);
    expect(sessionStore.get().selectedOrgId).toBe('org-epa');
    expect(await storage.get('selectedOrgId')).toBe('org-epa');

    setAccessTokenLost();
    await resumeSession();
    expect(sessionStore.get().selectedOrgId).toBe('org-epa');
  });

  it('restores the previous organization when the server refuses', async () => {
    await signIn(PERSONA.multiAgency);
    expect(await switchOrganization('org-usda')).toBe(false);
    expect(sessionStore.get().selectedOrgId).toBe('org-gsa');
    expect(await storage.get('selectedOrgId')).toBeUndefined();
    expect(notify.apiError).toHaveBeenCalled();
  });
});

describe('the persisted query cache', () => {
  it('is kept when the same identity resumes, and dropped when someone else signs in', async () => {
    await signIn(PERSONA.globalAdmin);
    queryClient.setQueryData(['probe'], 'cached for the global admin');
    setAccessTokenLost();
    await resumeSession();
    expect(queryClient.getQueryData(['probe'])).toBe('cached for the global admin');

    // The tab closed without signing out: the identity is gone, the persisted cache is not.
    identityMemory.forget();
    sessionStore.reset();
    await signIn(PERSONA.tenantReadOnly);
    expect(queryClient.getQueryData(['probe'])).toBeUndefined();
  });
});

describe('sign-out', () => {
  it('clears the user, the token, the selected organization and cached queries', async () => {
    await signIn(PERSONA.globalAdmin);
    await switchOrganization('org-doe');
    await signOut();
    const state = sessionStore.get();
    expect(state).toMatchObject({ status: 'signIn', user: null, principal: null, selectedOrgId: null });
    expect(getAccessToken()).toBeNull();
    expect(await storage.get('selectedOrgId')).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signs out even when a step fails, and the next sign-in can call the API', async () => {
    await signIn(PERSONA.globalAdmin);
    const failing = vi.spyOn(storage, 'remove').mockRejectedValueOnce(new Error('storage unavailable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signOut();
    expect(sessionStore.get()).toMatchObject({ status: 'signIn', user: null });
    expect(logged).toHaveBeenCalledWith('[session] sign-out did not finish cleanly', expect.any(Error));
    failing.mockRestore();
    logged.mockRestore();
    await signIn(PERSONA.tenantAdmin);
    expect(sessionStore.get().user?.email).toBe(PERSONA.tenantAdmin);
  });
});

/** A reload loses the in-memory token; the identity memory (sessionStorage) remains. */
function setAccessTokenLost() {
  sessionStore.reset({ status: 'loading' });
}
