/** The policy form's strings: the spec's (quoted exactly) and ours where it gives only the meaning. */
export const SOURCE_SETS_FAILED = 'An error occurred while fetching source sets';
export const TOO_MANY_MANAGERS = 'Error retrieving list of policy managers: Too many policy managers to display';
export const NO_MANAGERS = 'There are no policy managers in your organization.';
export const MANAGERS_FAILED = 'Error retrieving list of policy managers';
export const DENY_FAILED = 'Policy was unable to be denied';
export const APPROVE_QUESTION = 'Are you sure you want to approve this policy?';
export const APPROVE_WARNING = 'This policy cannot be undone.';
export const DENY_QUESTION = 'Are you sure you want to deny this policy?';
export const APPROVE_FAILED = 'Policy was unable to be approved';
export const APPROVED = 'Policy was approved and is now enforcing';
export const DENIED = 'Policy was denied';
export const SUBMITTED = 'Policy was successfully submitted for approval';
export const SAVED = 'Policy was successfully saved';
export const NO_HISTORY = 'No policy history found';
export const NO_SINKHOLES = 'No Sinkholes found';
export const ANALYSIS_UNSUPPORTED =
  'Impact analysis is not currently supported for one of the policy expressions above.';
export const ANALYSIS_RUNNING =
  'Impact analysis is running. No changes can be made to this policy until it finishes or is cancelled.';
export const ANALYSIS_DONE = 'Impact analysis is complete. This policy can now be submitted for approval.';
export const PROVIDER_CHIP = 'Global - Provider policies cannot be bypassed';
export const COMMERCIAL_CHIP = 'Organization Allow policies can bypass Global - Commercial';
/** How long Submit for Approval waits before its success notice (spec 2 §9). */
export const SUBMIT_TOAST_DELAY_MS = 1000;
