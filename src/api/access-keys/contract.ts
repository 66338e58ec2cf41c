import * as v from 'valibot';
import { description } from '../../lib/validators';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';

/** Spec 1 §9: keys expire 60 days after they are made; an organization holds at most 20. */
export const ACCESS_KEY_LIFETIME_DAYS = 60;
export const ACCESS_KEY_LIMIT = 20;
/** Spec 1 §5: the one rule of the create form, shown at Description. */
export const VALUE_REQUIRED = 'Value is required';

/**
 * An API access key of an organization (spec 1 §3). The secret half is never part of it: the
 * service hands it over once, in create's reply, and keeps no copy it could send again.
 */
export const accessKeySchema = v.object({
  orgId: v.string(),
  /** A ULID: 26 characters, sortable by creation time. */
  id: v.string(),
  awsAccessKey: v.string(),
  roles: v.array(v.string()),
  description: v.string(),
  dateCreated: v.string(),
  expirationDate: v.string(),
});
export type AccessKey = v.InferOutput<typeof accessKeySchema>;

export const createdAccessKeySchema = v.object({ ...accessKeySchema.entries, secret: v.string() });
export type CreatedAccessKey = v.InferOutput<typeof createdAccessKeySchema>;

/** Required, and otherwise the shared description rule; the service never trims it silently. */
export const accessKeyDescriptionSchema = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== '', VALUE_REQUIRED),
  description(),
);

const accessKeyIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const accessKeyRef = v.object({ orgId: orgIdSchema, id: accessKeyIdSchema });

export const accessKeyCreateEndpoint = defineEndpoint({
  id: 'accessKey.create',
  effect: 'write',
  method: 'POST',
  path: '/management/api/access-key/create',
  summary:
    'Make an access key expiring in 60 days; the reply is the only one that carries its secret. Errors: accessKey.limit (20 keys), accessKey.globalOrg (the Global organization), request.invalid at description.',
  request: v.object({ orgId: orgIdSchema, description: accessKeyDescriptionSchema }),
  result: createdAccessKeySchema,
});

export const accessKeyGetEndpoint = defineEndpoint({
  id: 'accessKey.get',
  effect: 'read',
  method: 'POST',
  path: '/management/api/access-key/get',
  summary: 'One access key, without its secret. Errors: resource.notFound at id, accessKey.globalOrg.',
  request: accessKeyRef,
  result: accessKeySchema,
});

export const accessKeyDeleteEndpoint = defineEndpoint({
  id: 'accessKey.delete',
  effect: 'write',
  method: 'POST',
  path: '/management/api/access-key/delete',
  summary: 'Revoke and remove an access key. Errors: resource.notFound at id, accessKey.globalOrg.',
  request: accessKeyRef,
  result: accessKeySchema,
});

/** Newest first by default; expired keys stay listed (and counted) until someone deletes them. */
export const accessKeyListEndpoint = defineListEndpoint({
  id: 'accessKey.list',
  path: '/management/api/access-key/list',
  summary: "An organization's access keys without their secrets, paged, sorted and searched (description or id).",
  item: accessKeySchema,
  sortFields: ['description', 'id', 'dateCreated', 'expirationDate'],
  defaultSort: { field: 'dateCreated', order: 'des' },
  tieBreak: ['id'],
  searchFields: ['description', 'id'],
  filters: { orgId: orgIdSchema },
});
export const accessKeySortFields = accessKeyListEndpoint.list.sortFields;

/**
 * The organization's API key and the IAM role its access keys assume: what a client sends with
 * every signed call besides the access key itself. The same for every key of the organization.
 */
export const apiKeyGetEndpoint = defineEndpoint({
  id: 'accessKey.apiKey',
  effect: 'read',
  method: 'POST',
  path: '/api/icam/get-api-key',
  summary:
    "The organization's API key and the IAM role ARN its access keys assume (shown in the access key information). Errors: accessKey.globalOrg.",
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ apiKey: v.string(), iamRoleArn: v.string() }),
});
