/** Spec 1 §8, alert sets: every string exactly as the catalogue writes it (its typo included). */
export const CREATED = 'Alert set created.';
export const UPDATED = 'Alert set updated.';
export const SAVE_FAILED = 'An error occurred when attempting to save the alert set.';
export const LISTS_FAILED = 'An error occurred while fetching distribution lists';
export const SOURCE_SETS_FAILED = 'An error occurred while fetching source sets';
export const SOURCES_FAILED = 'An error occurred while fetching authorized sources';
export const GET_FAILED = 'An error occurred while fetching existing list.';
export const NO_LISTS_TITLE = 'No distribution lists are affliated with this organization';
export const NO_LISTS_DETAIL = 'To set alerts, please add a distribution list for this organization.';
export const REQUIRED = 'Field is required';

/** Beyond the catalogue (README, Alert sets): the policy list and organization list failures. */
export const POLICIES_FAILED = 'An error occurred while fetching policies';
