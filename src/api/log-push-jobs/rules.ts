import * as v from 'valibot';

/**
 * The field rules of a log push job (spec 3 §5), pure so the form and the mock apply the same
 * ones. The spec names the rules without their character sets; our choices (docs/areas/log-push-and-streams.md):
 *
 * - Job Name: 1–50 characters of letters, digits, hyphens and underscores, starting with a
 *   letter or digit (it names the job's files at the destination, so no spaces).
 * - Access Key ID: AWS's form, AKIA or ASIA followed by 16 upper-case letters or digits.
 * - Endpoint URL: a domain name (optionally https:// and a port), no path, and not the bucket's
 *   own virtual-host name (bucket.s3.example.com): the bucket belongs in Bucket Path.
 * - Splunk URL: https:// and a domain name with an optional port and an optional path under
 *   /services/collector (the HTTP Event Collector).
 * - Auth Token: begins with Splunk and is URL-encoded (no raw spaces: 'Splunk%20<token>').
 * - Every other text field: required and not padded by whitespace.
 */
export const LOG_PUSH_TYPES = ['S3', 'Splunk'] as const;
export type LogPushType = (typeof LOG_PUSH_TYPES)[number];
export const LOG_PUSH_REGIONS = ['us-gov-east-1', 'us-gov-west-1'] as const;
export const LOG_PUSH_MAX_JOBS = 4;
export const BATCH_MAX_RECORDS = 100_000;

export const S3_FIELDS = ['accessKey', 'secretKey', 'bucketPath', 'region', 'endpointUrl'] as const;
export const SPLUNK_FIELDS = ['url', 'channelID', 'authToken', 'sourceType'] as const;
export type S3Field = (typeof S3_FIELDS)[number];
export type SplunkField = (typeof SPLUNK_FIELDS)[number];
export type DestinationField = S3Field | SplunkField;

/** Every destination field as text, the Splunk TLS option as a boolean; the other type's fields are ignored. */
export type DestinationValues = Partial<Record<DestinationField, string>> & { useInsecureSkipVerifyOption?: boolean };

export const FIELD_LABELS: Record<DestinationField | 'jobName' | 'token', string> = {
  jobName: 'Job Name',
  accessKey: 'Access Key ID',
  secretKey: 'Secret Access Key',
  bucketPath: 'Bucket Path',
  region: 'Region',
  endpointUrl: 'Endpoint URL',
  url: 'URL',
  channelID: 'Channel ID',
  authToken: 'Auth Token',
  sourceType: 'Source Type',
  token: 'Ownership Token',
};

export const fieldsOf = (type: LogPushType): readonly DestinationField[] => (type === 'S3' ? S3_FIELDS : SPLUNK_FIELDS);

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const required = (label: string, value: string | undefined) => ((value ?? '') === '' ? `${label} is required` : null);
const padded = (label: string, value: string) =>
  value.trim() !== value ? `${label} cannot begin or end with whitespace` : null;

export function jobNameError(value: string | undefined): string | null {
  const label = FIELD_LABELS.jobName;
  const empty = required(label, value);
  if (empty) return empty;
  if (value!.length > 50) return `${label} must be 50 characters or fewer`;
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(value!))
    return `${label} may contain only letters, numbers, hyphens and underscores, and must begin with a letter or number`;
  return null;
}

export const accessKeyError = (value: string | undefined) =>
  required(FIELD_LABELS.accessKey, value) ??
  (/^(AKIA|ASIA)[A-Z0-9]{16}$/.test(value!)
    ? null
    : 'Access Key ID must be 20 characters: AKIA or ASIA followed by 16 upper-case letters or numbers');

export const regionError = (value: string | undefined) =>
  required(FIELD_LABELS.region, value) ??
  ((LOG_PUSH_REGIONS as readonly string[]).includes(value!) ? null : 'Region must be us-gov-east-1 or us-gov-west-1');

/** The host of an endpoint written as a bare domain or https://domain[:port]; null when it is not one. */
function endpointParts(value: string): { host: string; rest: string } | null {
  const match = /^(?:https:\/\/)?([^/:?#]+)(?::(\d{1,5}))?(.*)$/i.exec(value);
  return match ? { host: match[1], rest: match[3] } : null;
}

export function endpointUrlError(value: string | undefined, bucketPath = ''): string | null {
  const label = FIELD_LABELS.endpointUrl;
  const empty = required(label, value) ?? padded(label, value!);
  if (empty) return empty;
  const parts = endpointParts(value!);
  if (!parts || !DOMAIN.test(parts.host))
    return `${label} must be a domain name, such as s3.us-gov-west-1.amazonaws.com`;
  if (parts.rest !== '' && parts.rest !== '/') return `${label} must not include a bucket name or path`;
  const bucket = bucketPath.split('/')[0].toLowerCase();
  if (bucket && parts.host.toLowerCase().startsWith(`${bucket}.`))
    return `${label} must not include a bucket name or path`;
  return null;
}

export function splunkUrlError(value: string | undefined): string | null {
  const label = FIELD_LABELS.url;
  const empty = required(label, value) ?? padded(label, value!);
  if (empty) return empty;
  const match = /^https:\/\/([^/:?#]+)(?::(\d{1,5}))?(\/services\/collector[^\s?#]*)?\/?$/i.exec(value!);
  if (!match || !DOMAIN.test(match[1]))
    return `${label} must be an HTTP Event Collector address, such as https://http-inputs-example.splunkcloud.com:443`;
  return null;
}

const isUrlEncoded = (value: string) => {
  try {
    return (
      !/\s/.test(value) &&
      encodeURIComponent(decodeURIComponent(value)) === value.replace(/%[0-9a-f]{2}/gi, (m) => m.toUpperCase())
    );
  } catch {
    return false;
  }
};

export function authTokenError(value: string | undefined): string | null {
  const label = FIELD_LABELS.authToken;
  const empty = required(label, value) ?? padded(label, value!);
  if (empty) return empty;
  if (!value!.startsWith('Splunk')) return `${label} must begin with Splunk`;
  if (!isUrlEncoded(value!)) return `${label} must be URL-encoded, such as Splunk%20<token>`;
  return null;
}

/** Required and not padded: Channel ID, Source Type, Bucket Path, Secret Access Key, Ownership Token. */
export const plainError =
  (field: 'channelID' | 'sourceType' | 'bucketPath' | 'secretKey' | 'token') => (value: string | undefined) =>
    required(FIELD_LABELS[field], value) ?? padded(FIELD_LABELS[field], value!);

/** The first message for one destination field, or null. */
export function destinationFieldError(field: DestinationField, values: DestinationValues): string | null {
  const value = values[field];
  switch (field) {
    case 'accessKey':
      return accessKeyError(value);
    case 'region':
      return regionError(value);
    case 'endpointUrl':
      return endpointUrlError(value, values.bucketPath);
    case 'url':
      return splunkUrlError(value);
    case 'authToken':
      return authTokenError(value);
    default:
      return plainError(field)(value);
  }
}

/** Every broken rule of a destination, each at its field, in the form's order. */
export function destinationErrors(
  type: LogPushType,
  values: DestinationValues,
): { field: DestinationField; message: string }[] {
  return fieldsOf(type).flatMap((field) => {
    const message = destinationFieldError(field, values);
    return message ? [{ field, message }] : [];
  });
}

/** Send Token needs every field filled (spec 3 §4); the rules themselves are checked by the service. */
export const everyFieldFilled = (type: LogPushType, values: DestinationValues, jobName: string) =>
  jobName !== '' && fieldsOf(type).every((field) => (values[field] ?? '') !== '');

/**
 * Where a destination writes: the bucket path at its endpoint, or the Splunk URL and channel. The
 * simulated destination keeps its files under this key.
 */
export function destinationKey(type: LogPushType, values: DestinationValues): string {
  if (type === 'S3')
    return `s3://${endpointParts(values.endpointUrl ?? '')?.host.toLowerCase() ?? ''}/${values.bucketPath ?? ''}`;
  return `splunk://${(values.url ?? '')
    .toLowerCase()
    .replace(/^https:\/\//, '')
    .replace(/\/$/, '')}#${values.channelID ?? ''}`;
}

/**
 * Every field a proof of ownership covers, secrets included, in one string: a verified token holds
 * only for exactly these values. The mock keeps a digest of it, never the secrets themselves.
 */
export function destinationFingerprint(type: LogPushType, jobName: string, values: DestinationValues): string {
  const fields = fieldsOf(type).map((field) => values[field] ?? '');
  const tls = type === 'Splunk' ? [String(values.useInsecureSkipVerifyOption ?? false)] : [];
  return JSON.stringify([type, jobName, ...fields, ...tls]);
}

export const logPushTypeSchema = v.picklist(LOG_PUSH_TYPES);
