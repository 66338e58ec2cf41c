import type { DestinationRequest, LogPushJob } from '@/api/log-push-jobs/contract';
import {
  type DestinationField,
  type DestinationValues,
  type LogPushType,
  destinationFieldError,
  destinationFingerprint,
  everyFieldFilled,
  fieldsOf,
  jobNameError,
  plainError,
} from '@/api/log-push-jobs/rules';

/** The detail form's values: every field of both services as text, TLS as the spec's two words. */
export interface LogPushFormValues extends Record<DestinationField, string> {
  type: LogPushType;
  jobName: string;
  tls: 'verified' | 'unverified';
  token: string;
  enabled: boolean;
}

const EMPTY: LogPushFormValues = {
  type: 'S3',
  jobName: '',
  accessKey: '',
  secretKey: '',
  bucketPath: '',
  region: '',
  endpointUrl: '',
  url: '',
  channelID: '',
  authToken: '',
  sourceType: '',
  tls: 'verified',
  token: '',
  enabled: false,
};

/** A job as the form shows it: secrets and the ownership token are never sent back, so they start empty. */
export function logPushFormValues(job?: LogPushJob): LogPushFormValues {
  if (!job) return { ...EMPTY };
  return {
    ...EMPTY,
    type: job.type,
    jobName: job.jobName,
    accessKey: job.accessKey ?? '',
    bucketPath: job.bucketPath ?? '',
    region: job.region ?? '',
    endpointUrl: job.endpointUrl ?? '',
    url: job.url ?? '',
    channelID: job.channelID ?? '',
    sourceType: job.sourceType ?? '',
    tls: job.useInsecureSkipVerifyOption ? 'unverified' : 'verified',
    enabled: job.enabled,
  };
}

const destinationOf = (values: LogPushFormValues): DestinationValues => ({
  ...Object.fromEntries(fieldsOf(values.type).map((field) => [field, values[field]])),
  ...(values.type === 'Splunk' ? { useInsecureSkipVerifyOption: values.tls === 'unverified' } : {}),
});

/** The request of Send Token (and, with the token, of Verify Token and Save): only the chosen service's fields. */
export const toDestinationRequest = (orgId: string, values: LogPushFormValues): DestinationRequest => ({
  orgId,
  type: values.type,
  jobName: values.jobName,
  ...destinationOf(values),
});

/** What a proof of ownership covers: any change of it after a send starts the proof over. */
export const fingerprintOf = (values: LogPushFormValues) =>
  destinationFingerprint(values.type, values.jobName, destinationOf(values));

export const allFilled = (values: LogPushFormValues) =>
  everyFieldFilled(values.type, destinationOf(values), values.jobName);

/** The form's own check of spec 3 §5 before Send Token; the service checks the same rules again. */
export function validateDestination(values: LogPushFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = jobNameError(values.jobName);
  if (name) errors.jobName = name;
  for (const field of fieldsOf(values.type)) {
    const message = destinationFieldError(field, destinationOf(values));
    if (message) errors[field] = message;
  }
  return errors;
}

export const tokenError = (token: string) => plainError('token')(token);
