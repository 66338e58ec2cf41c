import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { LoginScreen, REQUEST_SUBMITTED_MESSAGE } from './login-screen';
import { renderWithProviders } from '../../../tests/setup/render';
import { pasteInto } from '../../../tests/setup/paste-into';

const mocks = vi.hoisted(() => ({ requestAccess: vi.fn(), verifyAccessRequest: vi.fn() }));

vi.mock('@/api/session/actions', () => ({ signIn: vi.fn(), signOut: vi.fn(), resumeSession: vi.fn() }));
vi.mock('@/api/auth/queries', () => ({
  personaListQuery: () => ({ queryKey: ['auth', 'personas'], queryFn: vi.fn(async () => []) }),
  requestAccess: mocks.requestAccess,
  verifyAccessRequest: mocks.verifyAccessRequest,
  requestRefresh: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  mocks.requestAccess.mockResolvedValue({ verification: 'pending', expiresInMinutes: 30 });
  mocks.verifyAccessRequest.mockResolvedValue({ requestId: 'req-1' });
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
    if (value) await pasteInto(user, field(label), value);
  }
}

const CODE_SENT = 'We sent a 6-digit code to rosa.parks@water.example.gov. Enter it to send your request.';

async function sendForm() {
  const user = await openForm();
  await fill(user, valid);
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
  await screen.findByText(CODE_SENT);
  return user;
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

  it('sends the parsed values, asks for the mailed code, and confirms only once it is verified', async () => {
    const user = await sendForm();
    expect(mocks.requestAccess).toHaveBeenCalledWith({
      firstName: 'Rosa',
      lastName: 'Parks',
      email: 'rosa.parks@water.example.gov',
      password: 'correct horse',
    });
    expect(screen.queryByText(REQUEST_SUBMITTED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { exact: false })).not.toBeInTheDocument();

    await pasteInto(user, field('Code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(mocks.verifyAccessRequest).toHaveBeenCalledWith({ email: 'rosa.parks@water.example.gov', code: '123456' });
    expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_SUBMITTED_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Request Access' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('checks the code before sending it, and shows a refused code at the Code field', async () => {
    const user = await sendForm();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field('Code')).toHaveAccessibleDescription('Code is required');
    await pasteInto(user, field('Code'), '12a4');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field('Code')).toHaveAccessibleDescription('Enter the 6-digit code from the e-mail');
    expect(mocks.verifyAccessRequest).not.toHaveBeenCalled();

    mocks.verifyAccessRequest.mockRejectedValueOnce(
      new ApiError([{ key: 'signUp.codeWrong', field: 'code', message: 'server text' }], 400),
    );
    await user.clear(field('Code'));
    await pasteInto(user, field('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is not correct. Check the e-mail and try again.')).toBeInTheDocument();
    expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(REQUEST_SUBMITTED_MESSAGE)).not.toBeInTheDocument();
  });

  it('sends the same request again for a new code', async () => {
    const user = await sendForm();
    mocks.verifyAccessRequest.mockRejectedValueOnce(
      new ApiError([{ key: 'signUp.codeExpired', field: 'code', message: 'server text' }], 400),
    );
    await pasteInto(user, field('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code has expired. Send a new code.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/We sent a new code\./)).toBeInTheDocument();
    expect(mocks.requestAccess).toHaveBeenCalledTimes(2);
    expect(mocks.requestAccess).toHaveBeenLastCalledWith(mocks.requestAccess.mock.calls[0]![0]);
    expect(field('Code')).toHaveValue('');
    expect(field('Code')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows Submit Request as loading while the request is sent', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mocks.requestAccess.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const user = await openForm();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(screen.getByRole('button', { name: 'Submit Request' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish({ verification: 'pending', expiresInMinutes: 30 });
    expect(await screen.findByText(CODE_SENT)).toBeInTheDocument();
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
