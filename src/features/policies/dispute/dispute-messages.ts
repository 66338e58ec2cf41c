/** The Global Policy Dispute's strings (spec 2 §2.6, §8). */
export const DISPUTE_TITLE = 'Global Policy Dispute';
export const DISPUTE_DESCRIPTION =
  'Use this form to alert the service provider to a global policy that has an undesirable mission impact, such as false positives or legitimate hosts being blocked. Provide as much detail as possible.';
export const POLICY_LABEL = 'Disputed global policy';
export const DOMAIN_LABEL = 'Domain or hosts impacted by this policy';
export const DETAILS_LABEL = 'Provide additional details';
export const POLICY_REQUIRED = 'Disputed global policy is required';
export const DISPUTE_SUCCESS = 'A Global Policy Dispute was successfully submitted.';
export const DISPUTE_FAILURE_TITLE = 'The Global Policy Dispute could not be submitted.';
export const CHOICES_ERROR_TITLE = 'The global policies could not be loaded.';
