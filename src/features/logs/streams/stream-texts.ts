/** Every message of spec 3 §8 (Streams), word for word, and the fixed texts of §2. */
export const STREAM_FETCH_FAILED = 'An error occurred while fetching the log stream';
export const SOURCE_SETS_FETCH_FAILED = 'An error occurred while fetching source sets';
export const STREAM_CREATED = 'Log stream successfully created';
export const STREAM_CREATE_FAILED = 'A problem occurred when creating the log stream';
export const STREAM_DELETED = 'Log stream successfully deleted';
export const STREAM_DELETE_FAILED = 'A problem occurred when deleting the log stream';
export const BACK_TO_STREAMS = 'Back to DNS Streams';

/** What every stream pushes (spec 3 §2): fixed, so shown as text, never as controls. */
export const FIXED_SETTINGS = [
  ['Action', 'block'],
  ['Policy', 'All Policies'],
  ['Authorized Source', 'All Authorized Sources'],
] as const;
