/** Spec 1 §8, Alert sets: the list's notices, exactly as the spec words them. */
export const ALERT_SET_DELETED = 'Alert Set deleted.';
export const ALERT_SET_DELETE_FAILED = 'Could not delete Alert Set.';
