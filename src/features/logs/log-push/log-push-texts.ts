import type { LogPushType } from '@/api/log-push-jobs/rules';

/** Every message of spec 3 §8 (Log push), word for word. */
export const SEND_FAILED: Record<LogPushType, string> = {
  Splunk: 'There was an error writing to the specified Splunk instance',
  S3: 'There was an error writing to the specified bucket',
};
export const VERIFY_OK = 'Token successfully verified. You can now submit this form to enable the log push.';
export const VERIFY_FAILED = 'Token not valid. Please check the token and try again.';
export const CREATED = 'Log push successfully created.';
export const CREATE_FAILED = 'A problem occurred when submitting the log push request.';
export const UPDATE_FAILED = 'A problem occurred when updating the log push request.';
export const UPDATED = 'Log push successfully updated';
export const ENABLED = 'Log push successfully enabled';
export const DISABLED = 'Log push successfully disabled';
export const DELETED = 'Log push successfully deleted';
export const DELETE_FAILED = 'A problem occurred when deleting the log push request.';
export const ACTIVE_WARNING = 'This log push is active';
export const LIMIT_WARNING = 'This organization has reached the maximum of 4 configured log jobs.';
export const REVERIFY_NOTICE =
  'Editing clears the Secret Access Key or Auth Token and the ownership token: enter the key again and re-verify ownership before saving.';

/** The service select's labels (spec 3 §2). */
export const SERVICE_LABEL: Record<LogPushType, string> = { S3: 'S3-Compatible Endpoints', Splunk: 'Splunk' };
export const BACK_LABEL = 'Back to Log Push';
