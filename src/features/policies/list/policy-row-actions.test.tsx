import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { db } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addPolicy, namesShown, open, ORG, OTHER_MANAGER, PREFIX, rowOf } from './test-fixtures';

useScreenTests();

/** Opens a row's action, returns the dialog. */
async function act(name: string, item: string, orgId = ORG) {
  const user = userEvent.setup();
  await user.click(within(await rowOf(name, orgId)).getByRole('button', { name: `Actions for ${PREFIX} ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: item });
  return { user, dialog };
}

const statusCell = async (name: string, orgId = ORG) => within(await rowOf(name, orgId)).getAllByRole('cell')[2];

describe('Row actions, each after its confirmation', () => {
  it('Enable Policy asks a second manager: the row reads Pending Enable, and no longer offers Enable', async () => {
    await addPolicy('Off', { status: 'DISABLED' });
    await open('&statusFilterType=ACTIVE');
    const { user, dialog } = await act('Off', 'Enable Policy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await statusCell('Off')).toHaveTextContent('Disabled');

    const again = await act('Off', 'Enable Policy');
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Policy submitted for enable')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Off')).toHaveTextContent('Pending Enable'));
    expect(db.policies.all().find((p) => p.name === `${PREFIX} Off`)?.status).toBe('PENDING_ENABLE');
    expect(screen.getByText('Recently Updated Changes')).toBeInTheDocument();
    // Daniel asked for it, so he may not decide it, and a policy about to be enforced is not deleted.
    await waitFor(() => expect(screen.queryByRole('button', { name: `Actions for ${PREFIX} Off` })).toBeNull());
  });

  it('Disable Policy moves an enforcing policy to Pending Disable', async () => {
    await addPolicy('Live', { status: 'ENFORCING' });
    await open('&statusFilterType=ACTIVE');
    const { user, dialog } = await act('Live', 'Disable Policy');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Policy submitted for disable')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Live')).toHaveTextContent('Pending Disable'));
  });

  it('approving a pending enable by another manager enforces it', async () => {
    await addPolicy('Asked', { status: 'PENDING_ENABLE', priorStatus: 'DISABLED', submittedBy: OTHER_MANAGER });
    await open('&statusFilterType=ACTIVE');
    const { user, dialog } = await act('Asked', 'Approve Enable');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Policy enabled')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Asked')).toHaveTextContent('Enforcing'));
  });

  it("denying a pending enable sets it back to disabled ('Policy set back to disabled')", async () => {
    await addPolicy('Asked', { status: 'PENDING_ENABLE', priorStatus: 'DISABLED', submittedBy: OTHER_MANAGER });
    await open('&statusFilterType=ACTIVE');
    const { user, dialog } = await act('Asked', 'Deny Enable');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Policy set back to disabled')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Asked')).toHaveTextContent('Disabled'));
  });

  it('offers no approval to the manager who asked for the change', async () => {
    await addPolicy('Mine', {
      status: 'PENDING_DISABLE',
      priorStatus: 'ENFORCING',
      submittedBy: 'daniel.okafor@usda.gov',
    });
    await open('&statusFilterType=ACTIVE');
    // In force and awaiting their own request: nothing to offer.
    await rowOf('Mine');
    expect(screen.queryByRole('button', { name: `Actions for ${PREFIX} Mine` })).toBeNull();
  });

  it('Delete Policy needs DELETE typed, then the row is gone', async () => {
    await addPolicy('Gone');
    await addPolicy('Stays');
    await open();
    const { user, dialog } = await act('Gone', 'Delete Policy');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    expect(await screen.findByText('Policy deleted')).toBeInTheDocument();
    await waitFor(async () => expect(await namesShown()).toEqual([`${PREFIX} Stays`]));
    expect(db.policies.all().some((p) => p.name === `${PREFIX} Gone`)).toBe(false);
  });

  it('acts through the managed-service calls in a managed-service organization, whose managers may decide their own requests', async () => {
    await addPolicy('Labor Asked', {
      orgId: 'org-dol',
      status: 'PENDING_ENABLE',
      priorStatus: 'DISABLED',
      submittedBy: 'kevin.park@dol.gov',
    });
    await addPolicy('Labor Draft', { orgId: 'org-dol' });
    await renderRoute(`/policy-editor?statusFilterType=ACTIVE&search=${encodeURIComponent(PREFIX)}`, {
      persona: 'kevin',
    });
    const approval = await act('Labor Asked', 'Approve Enable', 'org-dol');
    await approval.user.click(within(approval.dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Policy enabled')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Labor Asked', 'org-dol')).toHaveTextContent('Enforcing'));

    await approval.user.click(screen.getByRole('radio', { name: 'Pending' }));
    const deletion = await act('Labor Draft', 'Delete Policy', 'org-dol');
    await deletion.user.type(within(deletion.dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await deletion.user.click(within(deletion.dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Policy deleted')).toBeInTheDocument();
    expect(db.policies.all().some((p) => p.name === `${PREFIX} Labor Draft`)).toBe(false);
  });
});
