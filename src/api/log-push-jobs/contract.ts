import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';
import { preSignedUrlResult } from '../files/contract';
import { logPushTypeSchema } from './rules';

/**
 * A log push job (spec 3 §3): where an organization's DNS logs are pushed, an S3-compatible
 * bucket or a Splunk HTTP Event Collector. The secret key and the auth token are never stored or
 * returned (the form shows 'In Use'); the ownership token is spent on create and not returned.
 * `health` (beyond the spec) is the simulated destination's account of the latest delivery.
 */
const text = v.pipe(v.string(), v.maxLength(512));
const jobIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const logPushHealthSchema = v.object({
  /** When the latest batch file arrived; null before the first. */
  lastDeliveryAt: v.nullable(v.string()),
  lastFileName: v.nullable(v.string()),
  /** The latest refusal of the destination, or null when the latest attempt succeeded. */
  lastError: v.nullable(v.string()),
  lastErrorAt: v.nullable(v.string()),
});
export type LogPushHealth = v.InferOutput<typeof logPushHealthSchema>;

export const logPushJobSchema = v.object({
  orgId: v.string(),
  id: v.string(),
  jobName: v.string(),
  type: logPushTypeSchema,
  enabled: v.boolean(),
  verified: v.boolean(),
  accessKey: v.optional(v.string()),
  bucketPath: v.optional(v.string()),
  region: v.optional(v.string()),
  endpointUrl: v.optional(v.string()),
  url: v.optional(v.string()),
  channelID: v.optional(v.string()),
  sourceType: v.optional(v.string()),
  useInsecureSkipVerifyOption: v.optional(v.boolean()),
  /** Where the job writes (the list's Path column): the bucket path or the Splunk URL and channel. */
  path: v.string(),
  health: logPushHealthSchema,
});
export type LogPushJob = v.InferOutput<typeof logPushJobSchema>;

/** The destination as sent: every field as text (the rules are the service's, rules.ts), secrets included. */
export const destinationEntries = {
  orgId: orgIdSchema,
  type: logPushTypeSchema,
  jobName: text,
  accessKey: v.optional(text),
  secretKey: v.optional(text),
  bucketPath: v.optional(text),
  // Checked by the rules (us-gov-east-1 or us-gov-west-1), so a wrong region is refused at its field.
  region: v.optional(text),
  endpointUrl: v.optional(text),
  url: v.optional(text),
  channelID: v.optional(text),
  authToken: v.optional(text),
  sourceType: v.optional(text),
  useInsecureSkipVerifyOption: v.optional(v.boolean()),
};
export const destinationRequestSchema = v.object(destinationEntries);
export type DestinationRequest = v.InferInput<typeof destinationRequestSchema>;

const RULE_KEYS = 'logPush.field (a field rule of spec 3 §5, at its field), logPush.noAccount';

export const logPushListEndpoint = defineEndpoint({
  id: 'logPush.list',
  effect: 'read',
  method: 'POST',
  path: '/api/log-push/list',
  summary: "The organization's log push jobs (at most 4), by name, each with its health. Errors: logPush.noAccount.",
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ logPushJobs: v.array(logPushJobSchema) }),
});

export const logPushGetEndpoint = defineEndpoint({
  id: 'logPush.get',
  effect: 'read',
  method: 'POST',
  path: '/api/log-push/get',
  summary: 'One log push job. Errors: resource.notFound, logPush.noAccount.',
  request: v.object({ orgId: orgIdSchema, id: jobIdSchema }),
  result: logPushJobSchema,
});

export const logPushSendTokenEndpoint = defineEndpoint({
  id: 'logPush.sendToken',
  effect: 'write',
  method: 'POST',
  path: '/api/log-push/send-token',
  summary: `Write an ownership token file (pdns-ownership-<random>.txt) to the destination; every field is required. Replies valid and the file name. Errors: ${RULE_KEYS}, logPush.destinationWrite (the destination refused the file, at url or bucketPath).`,
  request: destinationRequestSchema,
  result: v.object({ valid: v.boolean(), filename: v.string() }),
});

export const logPushVerifyTokenEndpoint = defineEndpoint({
  id: 'logPush.verifyToken',
  effect: 'write',
  method: 'POST',
  path: '/api/log-push/verify-token',
  summary: `Compare a token with the one last sent for exactly these fields. Replies result.valid. Errors: ${RULE_KEYS}.`,
  request: v.object({ ...destinationEntries, token: text }),
  result: v.object({ valid: v.boolean() }),
});

export const logPushCreateEndpoint = defineEndpoint({
  id: 'logPush.create',
  effect: 'write',
  method: 'POST',
  path: '/api/log-push/create',
  summary: `Add a log push job with a verified ownership token for the same fields; at most 4 per organization. Errors: ${RULE_KEYS}, logPush.limit, logPush.notVerified (at token), logPush.nameTaken (at jobName).`,
  request: v.object({
    ...destinationEntries,
    token: text,
    verified: v.optional(v.boolean()),
    enabled: v.boolean(),
    id: v.optional(v.string()),
  }),
  result: logPushJobSchema,
});

export const logPushUpdateEndpoint = defineEndpoint({
  id: 'logPush.update',
  effect: 'write',
  method: 'POST',
  path: '/api/log-push/update',
  summary:
    'Enable or disable an existing job (spec 3 §4: an update changes only enabled; changed fields go through the ownership flow and create again). Errors: resource.notFound, logPush.noAccount.',
  request: v.object({ orgId: orgIdSchema, id: jobIdSchema, enabled: v.boolean() }),
  result: logPushJobSchema,
});

export const logPushDeleteEndpoint = defineEndpoint({
  id: 'logPush.delete',
  effect: 'write',
  method: 'POST',
  path: '/api/log-push/delete',
  summary: 'Remove a log push job. Errors: resource.notFound, logPush.noAccount.',
  request: v.object({ orgId: orgIdSchema, id: jobIdSchema }),
  result: logPushJobSchema,
});

export const logPushLocationCrosswalkEndpoint = defineEndpoint({
  id: 'logPush.locationCrosswalk',
  effect: 'read',
  method: 'POST',
  path: '/api/log-push/get-location-crosswalk',
  summary: 'A CSV of Location (authorized source) to Source Set for the organization, as the pushed records name them.',
  request: v.object({ orgId: orgIdSchema }),
  result: preSignedUrlResult,
});

export const logPushPolicyCrosswalkEndpoint = defineEndpoint({
  id: 'logPush.policyCrosswalk',
  effect: 'read',
  method: 'POST',
  path: '/api/log-push/get-policy-crosswalk',
  summary: 'A CSV of Policy ID to Policy Name for the policies that decide the organization’s queries.',
  request: v.object({ orgId: orgIdSchema }),
  result: preSignedUrlResult,
});

export const destinationFileSchema = v.object({
  fileName: v.string(),
  kind: v.picklist(['token', 'batch']),
  writtenAt: v.string(),
  /** The token file's text; batch files give their record count instead. */
  content: v.nullable(v.string()),
  records: v.nullable(v.number()),
});
export type DestinationFile = v.InferOutput<typeof destinationFileSchema>;

/**
 * Demo builds only (the live service has no such call): the simulated destination's files, so a
 * presenter reads the token offline. Only the destination's address is sent, never a secret.
 */
export const logPushDestinationFilesEndpoint = defineEndpoint({
  id: 'logPush.demoDestinationFiles',
  effect: 'read',
  method: 'POST',
  path: '/api/demo/log-push-destination',
  summary:
    'Demo only: the newest files the simulated destination holds (token files, and the hourly batch files of enabled jobs), newest first.',
  request: v.object({
    orgId: orgIdSchema,
    type: logPushTypeSchema,
    bucketPath: v.optional(text),
    endpointUrl: v.optional(text),
    url: v.optional(text),
    channelID: v.optional(text),
  }),
  result: v.object({ destination: v.string(), files: v.array(destinationFileSchema) }),
});
