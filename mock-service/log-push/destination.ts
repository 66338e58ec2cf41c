import type { DestinationRequest } from '../../src/api/log-push-jobs/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  type DestinationValues,
  type LogPushType,
  destinationErrors,
  destinationFingerprint,
  jobNameError,
  plainError,
} from '../../src/api/log-push-jobs/rules';
import { MockError } from '../core/mock-error';
import { toHex } from '../../src/lib/hex';
import { sha256 } from '../core/files/sha256';
import { findOrg } from '../db/lookups';
import { slug } from '../../src/lib/slug';

/**
 * The simulated destinations (docs/areas/log-push-and-streams.md): a write reaches any bucket or collector
 * except one whose host ends in `.invalid` (the reserved name that never resolves), so a
 * presenter can show the write failure. Files written are rows of db.logPushFiles.
 */
export const SEND_FAILURE = {
  S3: 'There was an error writing to the specified bucket',
  Splunk: 'There was an error writing to the specified Splunk instance',
} as const;

const hostOf = (type: LogPushType, values: DestinationValues) =>
  (type === 'S3' ? (values.endpointUrl ?? '') : (values.url ?? ''))
    .replace(/^https:\/\//i, '')
    .split(/[/:]/)[0]
    .toLowerCase();

export const reachable = (type: LogPushType, values: DestinationValues) => !hostOf(type, values).endsWith('.invalid');

export function assertWritable(type: LogPushType, values: DestinationValues): void {
  if (reachable(type, values)) return;
  throw new MockError(ErrorKey.logPushDestinationWrite, 502, {
    field: type === 'S3' ? 'endpointUrl' : 'url',
    message: SEND_FAILURE[type],
  });
}

/** Log push and streams exist only for an organization with an account, other than Global (spec 3 §1). */
export function assertAccount(orgId: string): void {
  const org = findOrg(orgId);
  if (org?.accountId && org.orgName !== 'Global') return;
  throw new MockError(ErrorKey.logPushNoAccount, 409, {
    field: 'orgId',
    message: `${org?.orgName ?? 'This organization'} has no account, so it cannot push or stream logs.`,
  });
}

/** Every broken field rule of spec 3 §5 at once, each at its field; nothing is written first. */
export function assertDestinationRules(input: DestinationRequest, token?: string): void {
  const problems = [
    ...(jobNameError(input.jobName) ? [{ field: 'jobName', message: jobNameError(input.jobName)! }] : []),
    ...destinationErrors(input.type, input),
    ...(token !== undefined && plainError('token')(token)
      ? [{ field: 'token', message: plainError('token')(token)! }]
      : []),
  ];
  if (problems.length === 0) return;
  const [first, ...rest] = problems.map((p) => ({ key: ErrorKey.logPushField, ...p }));
  throw new MockError(first.key, 400, {
    field: first.field,
    message: first.message,
    also: rest,
  });
}

/** The proof's fingerprint as the service keeps it: a digest, so the secrets it covers are not stored. */
export const fingerprintDigest = (input: DestinationRequest) =>
  toHex(sha256(new TextEncoder().encode(destinationFingerprint(input.type, input.jobName, input))));

/** The bucket the service makes for a DNS stream: the organization's account and the stream's name. */
export const streamBucketPath = (accountId: string, name: string, id: string) =>
  `s3://pdns-streams-${accountId}/${slug(name)}-${id.slice(-6)}`;
