import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutReason } from '@/lib/sign-out-reason';
import { LoginScreen } from './login-screen';
import { personas } from './test-fixtures';
import { renderWithProviders } from '../../../tests/setup/render';

const mocks = vi.hoisted(() => ({
  signIn: vi.fn(async (_email: string) => undefined),
  fetchPersonas: vi.fn(),
}));

vi.mock('@/api/session/actions', () => ({ signIn: mocks.signIn, signOut: vi.fn(), resumeSession: vi.fn() }));
vi.mock('@/api/auth/queries', () => ({
  personaListQuery: () => ({ queryKey: ['auth', 'personas'], queryFn: mocks.fetchPersonas }),
  requestAccess: vi.fn(),
  verifyAccessRequest: vi.fn(),
  requestRefresh: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  mocks.fetchPersonas.mockResolvedValue(personas);
});

async function openChooser() {
  const user = userEvent.setup();
  renderWithProviders(<LoginScreen />);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginScreen', () => {
  it('shows the product title and tagline', () => {
    renderWithProviders(<LoginScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Protective DNS for Critical Infrastructure');
    expect(
      screen.getByText(/enhanced functionality, greater coverage and faster response to malicious activity/),
    ).toBeInTheDocument();
    expect(mocks.fetchPersonas).not.toHaveBeenCalled();
  });

  it('lists personas with name, organization, role, roles and summary after Sign In', async () => {
    await openChooser();
    const ada = await screen.findByRole('button', { name: /Ada Admin.*River Valley Water Authority/ });
    expect(ada).toHaveAccessibleName('Ada Admin, Organization administrator, River Valley Water Authority');
    expect(ada).toHaveAccessibleDescription('Manages users and approves policy changes.');
    expect(within(ada).getByText(/River Valley Water Authority · Organization administrator/)).toBeInTheDocument();
    expect(within(ada).getByText('Policy Manager')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Gus Global.*Global/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('signs in with the chosen persona', async () => {
    const user = await openChooser();
    await user.click(await screen.findByRole('button', { name: /Gus Global/ }));
    expect(mocks.signIn).toHaveBeenCalledWith('gus.global@pdns.example.gov');
  });

  it('can be driven from the keyboard', async () => {
    const user = await openChooser();
    await screen.findByRole('button', { name: /Ada Admin/ });
    await user.tab();
    expect(screen.getByRole('button', { name: /Ada Admin/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(mocks.signIn).toHaveBeenCalledWith('ada.admin@water.example.gov');
  });

  it('says the personas are demo data', async () => {
    await openChooser();
    expect(screen.getByRole('note')).toHaveTextContent(/demonstration.*fictitious/);
  });

  it('shows a loading state, then an error with Retry when the list cannot be loaded', async () => {
    let fail: (error: Error) => void = () => undefined;
    mocks.fetchPersonas.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const user = await openChooser();
    expect(screen.getByText('Loading sign-in options...')).toBeInTheDocument();
    fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load sign-in options.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Ada Admin/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to Request Access and back with Cancel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />);
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('heading', { name: 'Request Access' })).toHaveFocus();
    expect(screen.getByText(/contact your organization's administrator/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Request Access' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  });
});

describe('LoginScreen after an automatic sign-out', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    ['expired', 'Your session has expired', /after a period of inactivity/],
    ['reset', 'The demo data was reset', /demo data was restored/],
  ] as const)('says why the user was signed out (%s), once', (reason, title, message) => {
    signOutReason.record(reason);
    const { unmount } = renderWithProviders(<LoginScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(title);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    unmount();
    renderWithProviders(<LoginScreen />);
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('says nothing after an ordinary visit', () => {
    renderWithProviders(<LoginScreen />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('LoginScreen focus', () => {
  it('starts at its heading when it replaces the Terms of Use', () => {
    renderWithProviders(<LoginScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
