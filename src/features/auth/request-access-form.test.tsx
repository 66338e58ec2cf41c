import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { LoginScreen, REQUEST_SUBMITTED_MESSAGE } from './login-screen';
import { renderWithProviders } from '../../../tests/setup/render';

const mocks = vi.hoisted(() => ({ requestAccess: vi.fn() }));

vi.mock('@/api/session/actions', () => ({ signIn: vi.fn(), signOut: vi.fn(), resumeSession: vi.fn() }));
vi.mock('@/api/auth/queries', () => ({
  personaListQuery: () => ({ queryKey: ['auth', 'personas'], queryFn: vi.fn(async () => []) }),
  requestAccess: mocks.requestAccess,
  requestRefresh: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  mocks.requestAccess.mockResolvedValue({ requestId: 'req-1' });
});

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(<LoginScreen />);
  await user.click(screen.getByRole('button', { name: 'Request Access' }));
  // The form is its own lazily loaded chunk.
  await screen.findByRole('button', { name: 'Submit Request' });
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

const valid = {
  'First Name': 'Rosa',
  'Last Name': 'Parks',
  'Email Address': ' Rosa.Parks@Water.Example.gov ',
  Password: 'correct horse',
};

describe('Request Access form', () => {
  it('shows a required message at every empty field and sends nothing', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(field('First Name')).toHaveAccessibleDescription('First Name is required');
    expect(field('Last Name')).toHaveAccessibleDescription('Last Name is required');
    expect(field('Email Address')).toHaveAccessibleDescription('Email Address is required');
    expect(field('Password')).toHaveAccessibleDescription(/Password is required/);
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(mocks.requestAccess).not.toHaveBeenCalled();
  });

  it('rejects a short password and a malformed e-mail with the contract messages', async () => {
    const user = await openForm();
    await fill(user, { ...valid, 'Email Address': 'rosa@', Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('First Name is required')).not.toBeInTheDocument();
    expect(mocks.requestAccess).not.toHaveBeenCalled();
  });

  it('submits the parsed values, confirms and returns to sign in', async () => {
    const user = await openForm();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(mocks.requestAccess).toHaveBeenCalledWith({
      firstName: 'Rosa',
      lastName: 'Parks',
      email: 'rosa.parks@water.example.gov',
      password: 'correct horse',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_SUBMITTED_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Request Access' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows Submit Request as loading while the request is sent', async () => {
    let finish: (value: { requestId: string }) => void = () => undefined;
    mocks.requestAccess.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const user = await openForm();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(screen.getByRole('button', { name: 'Submit Request' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish({ requestId: 'req-2' });
    expect(await screen.findByText(REQUEST_SUBMITTED_MESSAGE)).toBeInTheDocument();
  });

  it('shows a server error keyed to a field at that field', async () => {
    mocks.requestAccess.mockRejectedValueOnce(
      new ApiError([{ key: 'email.inUse', field: 'email', message: 'server text' }], 400),
    );
    const user = await openForm();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('This email is in use, enter another email address')).toBeInTheDocument();
    expect(field('Email Address')).toHaveAccessibleDescription('This email is in use, enter another email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request Access' })).toBeInTheDocument();
  });

  it('shows other server errors in a general alert', async () => {
    mocks.requestAccess.mockRejectedValueOnce(new ApiError([{ key: 'client.network' }], 0));
    const user = await openForm();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request could not be submitted.');
    expect(alert).toHaveTextContent('The service could not be reached.');
  });
});
