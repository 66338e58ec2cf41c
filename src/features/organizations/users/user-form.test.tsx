import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { SERVICE_ROLES, TENANT_ROLES } from '@/api/roles';
import type { User } from '@/api/users/contract';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '../../../../tests/setup/render';
import { EXISTING_USER_MESSAGE, SAVE_FAILED_TITLE, UserForm, type UserFormProps } from './user-form';
import { pasteInto } from '../../../../tests/setup/paste-into';

const user: User = {
  orgId: 'org-usda',
  email: 'pat.quinn@usda.gov',
  firstName: 'Pat',
  middleName: '',
  lastName: 'Quinn',
  phone: '(202) 555-0199',
  description: 'Engineer',
  roles: ['reportingViewer'],
  role: 'User',
  internalStatus: 'CONFIRMED',
  status: 'Active',
};

function renderForm(props: Partial<UserFormProps> = {}) {
  const submit = props.submit ?? vi.fn().mockResolvedValue(undefined);
  const onSaved = vi.fn();
  renderWithProviders(
    <UserForm
      mode="create"
      orgId="org-usda"
      assignableRoles={TENANT_ROLES}
      submit={submit}
      onSaved={onSaved}
      onCancel={() => {}}
      {...props}
    />,
    { route: '/form' },
  );
  return { submit, onSaved };
}

async function fillNewUser() {
  const u = userEvent.setup();
  await pasteInto(u, await screen.findByLabelText(/First Name/), 'Pat');
  await pasteInto(u, screen.getByLabelText(/Last Name/), 'Quinn');
  await pasteInto(u, screen.getByLabelText(/Email Address/), 'PAT.QUINN@usda.gov');
  await pasteInto(u, screen.getByLabelText(/Phone Number/), '2025550199');
  return u;
}

describe('UserForm', () => {
  it('offers tenant roles for tenant users and service roles for Global users, named in words', async () => {
    renderForm();
    expect(await screen.findByRole('switch', { name: 'User Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Global User Manager' })).toBeNull();
  });

  it('shows service roles for the Global organization', async () => {
    renderForm({ assignableRoles: SERVICE_ROLES, orgId: 'org-global' });
    expect(await screen.findByRole('switch', { name: 'Global User Manager' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Exclusion Zone Manager' })).toBeInTheDocument();
  });

  it('turns the reporting toggle into manager with its Manage switch', async () => {
    const { submit } = renderForm({ mode: 'edit', user });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('switch', { name: 'Manage (Reporting Manager)' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(vi.mocked(submit).mock.calls[0][0].roles).toEqual(['reportingManager']);
  });

  it('shows the e-mail as text in edit mode, the other fields as inputs', async () => {
    renderForm({ mode: 'edit', user });
    expect(await screen.findByRole('group', { name: 'Email Address' })).toHaveTextContent('pat.quinn@usda.gov');
    expect(screen.queryByRole('textbox', { name: /Email Address/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeEnabled();
  });

  it('shows every field as text in view mode, with no input at all', async () => {
    renderForm({ mode: 'view', user });
    expect(await screen.findByRole('group', { name: 'First Name' })).toHaveTextContent('Pat');
    expect(screen.getByRole('group', { name: 'Last Name' })).toHaveTextContent('Quinn');
    expect(screen.getByRole('group', { name: 'Phone Number' })).toHaveTextContent('(202) 555-0199');
    expect(screen.getByRole('group', { name: 'Roles' })).toHaveTextContent('Reporting Viewer');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('asks before adding a person who belongs to another organization, then sends the confirmation', async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError([{ key: ErrorKey.userExistsElsewhere, field: 'email' }], 409))
      .mockResolvedValueOnce(undefined);
    const { onSaved } = renderForm({ submit });
    const u = await fillNewUser();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Existing User' });
    expect(dialog).toHaveTextContent(EXISTING_USER_MESSAGE);
    await u.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'pat.quinn@usda.gov' }), true);
  });

  it('shows the server’s field errors at their fields', async () => {
    const submit = vi.fn().mockRejectedValue(new ApiError([{ key: ErrorKey.nameTaken, field: 'firstName' }], 409));
    const { onSaved } = renderForm({ submit });
    const u = await fillNewUser();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is already taken.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows an error that belongs to no field as a notification, not in the form', async () => {
    const submit = vi.fn().mockRejectedValue(new ApiError([{ key: ErrorKey.forbidden }], 403));
    const notifyError = vi.spyOn(notify, 'error');
    renderForm({ submit });
    const u = await fillNewUser();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith({ title: SAVE_FAILED_TITLE, message: expect.any(String) }),
    );
    const form = screen.getByRole('form', { name: 'User details' });
    expect(within(form).queryByText(SAVE_FAILED_TITLE)).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
