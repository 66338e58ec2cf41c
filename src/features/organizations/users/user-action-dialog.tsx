import { useQueryClient } from '@tanstack/react-query';
import { userKeys, deleteUser, setUserStatus } from '@/api/users/queries';
import { ConfirmDeleteDialog, ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { personName } from './user-display';
import type { UserActionRequest } from './user-row-actions';

/** Spec 1 §8's wording for each action's outcome. */
const OUTCOME = {
  enable: { done: 'User enabled', failed: 'Could not enable user.' },
  disable: { done: 'User disabled', failed: 'Could not disable user.' },
  delete: { done: 'User deleted', failed: 'Could not delete user' },
} as const;

/** The confirmation for enable, disable (yes/no) or delete (type DELETE), then the call and its notice. */
export function UserActionDialog({ request, onClose }: { request: UserActionRequest | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const user = request?.user;
  const name = user ? `${personName(user)} (${user.email})` : '';

  async function run() {
    if (!request) return;
    const { user, action } = request;
    const ref = { orgId: user.orgId, email: user.email };
    try {
      if (action === 'delete') await deleteUser(ref);
      else await setUserStatus(ref, action === 'enable' ? 'Active' : 'Suspended');
      notify.success({ message: OUTCOME[action].done });
      onClose();
    } catch (error) {
      notify.error({ title: OUTCOME[action].failed, message: error instanceof Error ? error.message : String(error) });
      onClose();
    } finally {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    }
  }

  if (request?.action === 'delete') {
    return (
      <ConfirmDeleteDialog
        opened
        title="Delete User"
        message={`Delete ${name}? They lose access to this organization. This cannot be undone.`}
        onConfirm={run}
        onCancel={onClose}
      />
    );
  }
  const enabling = request?.action === 'enable';
  return (
    <ConfirmDialog
      opened={request !== null}
      title={enabling ? 'Enable User' : 'Disable User'}
      message={
        enabling
          ? `Enable ${name}? Their status becomes Active and they can sign in again.`
          : `Disable ${name}? Their status becomes Suspended and they can no longer sign in.`
      }
      confirmLabel={enabling ? 'Enable' : 'Disable'}
      confirmColor={enabling ? undefined : 'red'}
      onConfirm={run}
      onCancel={onClose}
    />
  );
}
