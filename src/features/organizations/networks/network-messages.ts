/** Spec 1 §8, management networks. The saved and deleted notices exist but are not worded there. */
export const NETWORK_SAVE_FAILED = 'An error has occured saving the management network';
export const NETWORK_DELETE_FAILED = 'An error has occurred deleting the management network.';
export const NETWORK_SAVED = 'Management network saved.';
export const NETWORK_DELETED = 'Management network deleted.';

/**
 * Spec 1 §5: a duplicate shows the server's description as the error. The description is the
 * existing network's, so it is quoted in a sentence that says what is wrong.
 */
export const duplicateNetworkMessage = (description: string | null | undefined): string =>
  description ? `This network already exists: ${description}` : 'This network already exists.';
