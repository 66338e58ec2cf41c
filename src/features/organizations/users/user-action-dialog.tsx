import { useDeleteUser, useSetUserStatus } from '@/api/users/mutations';
import { ConfirmDeleteDialog, ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { personName } from './user-display';
import type { UserActionRequest } from './user-row-actions';

/** Spec 1 §8's wording for each action's outcome. */
const OUTCOME = {
  enable: { done: 'User enabled', failed: 'Could not enable user.' },
  disable: { done: 'User disabled', failed: 'Could not disable user.' },
  delete: { done: 'User deleted', failed: 'Could not delete user' },
} as const;

/** Enable, disable and delete from the users table: `ask` opens the confirmation for a row. */
export function useUserActions() {
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  return useConfirmedAction<UserActionRequest>({
    run: ({ user, action }) => {
      const ref = { orgId: user.orgId, email: user.email };
      if (action === 'delete') return remove.mutateAsync(ref);
      return setStatus.mutateAsync({ ref, status: action === 'enable' ? 'Active' : 'Suspended' });
    },
    success: ({ action }) => ({ message: OUTCOME[action].done }),
    failure: ({ action }) => ({ title: OUTCOME[action].failed }),
    removesRow: ({ action }) => action === 'delete',
  });
}

/** The confirmation for enable, disable (yes/no) or delete (type DELETE). */
export function UserActionDialog({ actions }: { actions: ReturnType<typeof useUserActions> }) {
  const request = actions.target;
  const user = request?.user;
  const name = user ? `${personName(user)} (${user.email})` : '';

  if (request?.action === 'delete') {
    return (
      <ConfirmDeleteDialog
        {...actions.dialogProps}
        title="Delete User"
        message={`Delete ${name}? They lose access to this organization. This cannot be undone.`}
      />
    );
  }
  const enabling = request?.action === 'enable';
  return (
    <ConfirmDialog
      {...actions.dialogProps}
      title={enabling ? 'Enable User' : 'Disable User'}
      message={
        enabling
          ? `Enable ${name}? Their status becomes Active and they can sign in again.`
          : `Disable ${name}? Their status becomes Suspended and they can no longer sign in.`
      }
      confirmLabel={enabling ? 'Enable' : 'Disable'}
      confirmColor={enabling ? undefined : 'red'}
    />
  );
}
