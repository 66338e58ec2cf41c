/** Spec 1 §8, access keys, word for word. */
export const KEY_CREATED = 'Access Key successfully created.';
export const KEY_CREATE_FAILED = 'An error has occured creating the access key';
export const SECRET_FAILED = 'Error retrieving Secret';
export const KEY_DELETED = 'Access key deleted.';
export const KEY_DELETE_FAILED = 'Could not delete access key.';

/** Said where the secret is shown: the service keeps no copy of it. */
export const SECRET_ONCE =
  'Copy the secret access key now and keep it somewhere safe. It will not be shown again: if it is lost, delete this key and add a new one.';
