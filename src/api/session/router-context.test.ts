import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../tests/setup/session-store';
import { followSession, sessionContext } from './router-context';
import { sessionStore } from './store';

afterEach(() => sessionStore.reset());

describe('the router context of the session', () => {
  it("holds no principal and no organization before sign-in, then the user's own organization", () => {
    sessionStore.reset();
    expect(sessionContext()).toEqual({ principal: null, orgId: undefined });
    const principal = signInAs({ orgId: 'org-acme', selectedOrgId: 'org-acme' });
    expect(sessionContext()).toEqual({ principal, orgId: 'org-acme' });
    sessionStore.set({ selectedOrgId: 'org-usda' });
    expect(sessionContext().orgId).toBe('org-usda');
  });

  it('follows an organization switch: the context names the new organization and loaders run again', () => {
    signInAs({ orgId: 'org-acme', selectedOrgId: 'org-acme' });
    const router = { options: { context: { queryClient: 'cache' } }, update: vi.fn(), invalidate: vi.fn() };
    router.update.mockImplementation((options: typeof router.options) => (router.options = options));
    const stop = followSession(router as unknown as AnyRouter);

    sessionStore.set({ termsAccepted: true });
    expect(router.invalidate).not.toHaveBeenCalled();

    sessionStore.set({ selectedOrgId: 'org-usda' });
    expect(router.options.context).toMatchObject({ queryClient: 'cache', orgId: 'org-usda' });
    expect(router.invalidate).toHaveBeenCalledTimes(1);

    stop();
    sessionStore.set({ selectedOrgId: 'org-doe' });
    expect(router.invalidate).toHaveBeenCalledTimes(1);
  });
});
