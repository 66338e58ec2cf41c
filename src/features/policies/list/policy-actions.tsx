import type { Organization } from '@/api/organizations/contract';
import type { Policy } from '@/api/policies/contract';
import { mayChange, mayDecide, mayDelete, mayDisable, mayEnable } from '@/api/policies/lifecycle';
import {
  useApproveToggle,
  useDeletePolicy,
  useDenyToggle,
  useSubmitForDisable,
  useSubmitForEnable,
} from '@/api/policies/mutations';
import type { Principal } from '@/api/roles';
import { ConfirmDeleteDialog, ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedAction } from '@/components/use-confirmed-action';

export type PolicyActionKind =
  'enable' | 'disable' | 'approveEnable' | 'denyEnable' | 'approveDisable' | 'denyDisable' | 'delete';

export interface PolicyActionRequest {
  policy: Policy;
  action: PolicyActionKind;
}

/** The row actions a person is offered, in menu order: spec 2 §4.1 and §6 through the shared lifecycle rules. */
export function policyActionsFor(
  policy: Policy,
  viewer: { principal: Principal; email: string; org: Organization },
): PolicyActionKind[] {
  if (!mayChange(policy, viewer.principal, viewer.org)) return [];
  const decide = mayDecide(policy, viewer.principal, viewer.email, viewer.org);
  const actions: PolicyActionKind[] = [];
  if (mayEnable(policy)) actions.push('enable');
  if (mayDisable(policy)) actions.push('disable');
  if (decide && policy.status === 'PENDING_ENABLE') actions.push('approveEnable', 'denyEnable');
  if (decide && policy.status === 'PENDING_DISABLE') actions.push('approveDisable', 'denyDisable');
  if (mayDelete(policy)) actions.push('delete');
  return actions;
}

interface ActionText {
  /** The menu item and the dialog's title. */
  label: string;
  question: (name: string) => string;
  confirm: string;
  done: string;
  /** Spec 2 §8's toast where it quotes one; otherwise the title over the service's message. */
  failed: string;
  danger?: boolean;
}

export const ACTION_TEXT: Record<PolicyActionKind, ActionText> = {
  enable: {
    label: 'Enable Policy',
    question: (name) => `Submit ${name} for enable? It stays disabled until another policy manager approves.`,
    confirm: 'Enable',
    done: 'Policy submitted for enable',
    failed: 'Could not submit policy for enable.',
  },
  disable: {
    label: 'Disable Policy',
    question: (name) => `Submit ${name} for disable? It is enforced until another policy manager approves.`,
    confirm: 'Disable',
    done: 'Policy submitted for disable',
    failed: 'Could not submit policy for disable.',
    danger: true,
  },
  approveEnable: {
    label: 'Approve Enable',
    question: (name) => `Are you sure you want to approve enabling ${name}? It is enforced from now on.`,
    confirm: 'Approve',
    done: 'Policy enabled',
    failed: 'Could not enable policy.',
  },
  denyEnable: {
    label: 'Deny Enable',
    question: (name) => `Are you sure you want to deny enabling ${name}? It goes back to disabled.`,
    confirm: 'Deny',
    done: 'Policy set back to disabled',
    failed: 'Policy was unable to be denied',
    danger: true,
  },
  approveDisable: {
    label: 'Approve Disable',
    question: (name) => `Are you sure you want to approve disabling ${name}? It stops being enforced now.`,
    confirm: 'Approve',
    done: 'Policy disabled',
    failed: 'Could not disable policy.',
    danger: true,
  },
  denyDisable: {
    label: 'Deny Disable',
    question: (name) => `Are you sure you want to deny disabling ${name}? It stays enforced.`,
    confirm: 'Deny',
    done: 'Policy set back to enforcing',
    failed: 'Policy was unable to be denied',
  },
  delete: {
    label: 'Delete Policy',
    question: (name) => `Delete ${name}? Its pending and active versions are removed. This cannot be undone.`,
    confirm: 'Delete',
    done: 'Policy deleted',
    failed: 'Could not delete Policy.',
    danger: true,
  },
};

/** Confirm, call, notify, reload for a row of the list; calls name the selected organization. */
export function usePolicyActions(org: Organization | undefined) {
  const submitForEnable = useSubmitForEnable();
  const submitForDisable = useSubmitForDisable();
  const approve = useApproveToggle();
  const deny = useDenyToggle();
  const remove = useDeletePolicy();
  return useConfirmedAction<PolicyActionRequest>({
    run: ({ policy, action }) => {
      if (!org) return Promise.reject(new Error('No organization is selected'));
      const target = { orgId: org.orgId, policyId: policy.id, managedService: org.accountId !== null };
      switch (action) {
        case 'enable':
          return submitForEnable.mutateAsync(target);
        case 'disable':
          return submitForDisable.mutateAsync(target);
        case 'approveEnable':
        case 'approveDisable':
          return approve.mutateAsync({ ...target, enable: action === 'approveEnable' });
        case 'denyEnable':
        case 'denyDisable':
          return deny.mutateAsync({ ...target, enable: action === 'denyEnable' });
        case 'delete':
          return remove.mutateAsync(target);
      }
    },
    success: ({ action }) => ({ message: ACTION_TEXT[action].done }),
    failure: ({ action }) => ({ title: ACTION_TEXT[action].failed }),
    // Enable, disable and their decisions change the row in place (all those statuses are Active).
    removesRow: ({ action }) => action === 'delete',
  });
}

/** The confirmation of the chosen action: yes or no, or typing DELETE for Delete Policy. */
export function PolicyActionDialog({ actions }: { actions: ReturnType<typeof usePolicyActions> }) {
  const request = actions.target;
  const text = ACTION_TEXT[request?.action ?? 'enable'];
  const message = text.question(request ? `"${request.policy.name}"` : 'this policy');
  if (request?.action === 'delete') {
    return <ConfirmDeleteDialog {...actions.dialogProps} title={text.label} message={message} />;
  }
  return (
    <ConfirmDialog
      {...actions.dialogProps}
      title={text.label}
      message={message}
      confirmLabel={text.confirm}
      confirmColor={text.danger ? 'red' : undefined}
    />
  );
}
