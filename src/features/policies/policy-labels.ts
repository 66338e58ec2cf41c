import type { ActionType, PolicyStatus } from '@/api/policies/contract';
import { config } from '@/config/env';

export { policyTypeOf } from '@/api/policies/contract';

/** How the list and the editor name statuses, actions and scopes (one table, so they never differ). */
export const STATUS_LABELS: Record<PolicyStatus, string> = {
  NEW: 'New',
  PROFILING: 'Profiling',
  UPDATED: 'Updated',
  PENDING_REVIEW: 'Pending Review',
  PENDING_APPROVAL: 'Pending Approval',
  PENDING_ENABLE: 'Pending Enable',
  PENDING_DISABLE: 'Pending Disable',
  ENFORCING: 'Enforcing',
  DISABLED: 'Disabled',
};

export const ACTION_LABELS: Record<ActionType, string> = {
  ALLOW: 'Allow',
  BLOCK: 'Block',
  LOGONLY: 'Log Only',
  OVERRIDE: 'Override',
};

/** The Block response as the editor offers and shows it, naming the address the resolver answers with. */
export const blockResponseLabel = (blockPage: boolean): string =>
  blockPage
    ? `Block with the block page address (${config.blockResponse.pageAddress})`
    : `Block with ${config.blockResponse.ip}`;
