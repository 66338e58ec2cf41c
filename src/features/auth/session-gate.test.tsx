import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/api/session/store';
import { SessionGate } from './session-gate';
import { personas, resetSession, signInAs, signedInUser } from './test-fixtures';
import { renderWithProviders } from '../../../tests/setup/render';

const mocks = vi.hoisted(() => ({
  resumeSession: vi.fn(async () => undefined),
  signIn: vi.fn(async (_email: string) => undefined),
  signOut: vi.fn(async () => undefined),
  fetchPersonas: vi.fn(),
  fetchRulesOfBehavior: vi.fn(),
}));

vi.mock('@/api/session/actions', () => ({
  resumeSession: mocks.resumeSession,
  signIn: mocks.signIn,
  signOut: mocks.signOut,
}));
vi.mock('@/api/auth/queries', () => ({
  personaListQuery: () => ({ queryKey: ['auth', 'personas'], queryFn: mocks.fetchPersonas }),
  requestAccess: vi.fn(),
  requestRefresh: vi.fn(),
}));
vi.mock('@/api/session/queries', () => ({
  fetchRulesOfBehavior: mocks.fetchRulesOfBehavior,
  signRulesOfBehavior: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  resetSession();
  mocks.fetchPersonas.mockResolvedValue(personas);
  mocks.fetchRulesOfBehavior.mockResolvedValue({
    email: signedInUser.email,
    orgId: signedInUser.orgId,
    mostRecentRulesOfBehaviorSigned: '0000000000000001',
  });
});

describe('SessionGate', () => {
  it("shows 'Federating...' while loading and resumes the session once", () => {
    renderWithProviders(<SessionGate>console</SessionGate>);
    expect(screen.getByRole('status')).toHaveTextContent('Federating...');
    expect(screen.queryByText('console')).not.toBeInTheDocument();
    expect(mocks.resumeSession).toHaveBeenCalledTimes(1);
  });

  it('resumes the session once under StrictMode', () => {
    renderWithProviders(
      <StrictMode>
        <SessionGate>console</SessionGate>
      </StrictMode>,
    );
    expect(mocks.resumeSession).toHaveBeenCalledTimes(1);
  });

  it('shows the Terms of Use first, then the login screen after Accept', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionGate>console</SessionGate>);
    act(() => sessionStore.set({ status: 'signIn' }));

    const terms = screen.getByRole('dialog', { name: 'Terms of Use' });
    expect(terms).toHaveTextContent('You are accessing a U.S. Government information system');
    expect(terms).toHaveTextContent('monitored, recorded, and subject to audit');
    expect(terms).toHaveTextContent('criminal and civil penalties');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(sessionStore.get().termsAccepted).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Terms of Use' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Protective DNS for Critical Infrastructure' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('skips the Terms of Use once accepted in this page load', () => {
    resetSession({ status: 'signIn', termsAccepted: true });
    renderWithProviders(<SessionGate>console</SessionGate>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the console when signed in', async () => {
    signInAs();
    renderWithProviders(<SessionGate>console</SessionGate>);
    expect(screen.getByText('console')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(mocks.fetchRulesOfBehavior).toHaveBeenCalledWith(signedInUser.email, signedInUser.orgId),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to the login screen at sign-out', () => {
    signInAs();
    renderWithProviders(<SessionGate>console</SessionGate>);
    act(() => sessionStore.reset());
    expect(screen.queryByText('console')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
