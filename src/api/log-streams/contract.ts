import * as v from 'valibot';
import { conventionalName, description } from '../../lib/validators';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';

/**
 * A DNS log stream (spec 3 §3): the blocked queries of some source sets, written to a bucket the
 * service makes (`destination`, the Bucket Path). Its action is always block; policy and
 * authorized source are always all of them. At most 20 per organization (spec 3 §9).
 */
export const STREAMS_MAX = 20;
export const STREAM_DESCRIPTION_MAX = 64;

export const logStreamSchema = v.object({
  orgId: v.string(),
  id: v.string(),
  name: v.string(),
  description: v.string(),
  destination: v.string(),
  actions: v.array(v.literal('block')),
  sourceSets: v.array(v.string()),
});
export type LogStream = v.InferOutput<typeof logStreamSchema>;

/** Spec 3 §5: conventional name, required; description at most 64; at least one source set. */
export const streamDescriptionSchema = v.pipe(
  description('Description'),
  v.maxLength(STREAM_DESCRIPTION_MAX, `Description must be ${STREAM_DESCRIPTION_MAX} characters or fewer`),
);
export const logStreamInputSchema = v.object({
  name: conventionalName('Stream Name'),
  description: v.optional(streamDescriptionSchema, ''),
  actions: v.optional(v.tuple([v.literal('block')]), ['block']),
  sourceSets: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
    v.minLength(1, 'Select at least one source set'),
    v.maxLength(500),
  ),
});
export type LogStreamInput = v.InferInput<typeof logStreamInputSchema>;

const logStreamRef = { orgId: orgIdSchema, id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) };

export const logStreamListEndpoint = defineListEndpoint({
  id: 'logStream.list',
  path: '/api/log-stream/list',
  summary: 'DNS streams of an organization, paged, sorted and searched (name or description) on the server.',
  item: logStreamSchema,
  sortFields: ['name', 'description', 'destination'],
  defaultSort: { field: 'name', order: 'asc' },
  tieBreak: ['id'],
  searchFields: ['name', 'description'],
  filters: { orgId: orgIdSchema },
});
export const logStreamSortFields = logStreamListEndpoint.list.sortFields;

export const logStreamGetEndpoint = defineEndpoint({
  id: 'logStream.get',
  effect: 'read',
  method: 'POST',
  path: '/api/log-stream/get',
  summary:
    'One stream and the names of its source sets (a deleted set reads "<name> (deleted)"). Errors: resource.notFound.',
  request: v.object(logStreamRef),
  result: v.object({ logStream: logStreamSchema, sourceSetNames: v.array(v.string()) }),
});

export const logStreamCreateEndpoint = defineEndpoint({
  id: 'logStream.create',
  effect: 'write',
  method: 'POST',
  path: '/api/log-stream/create',
  summary:
    'Add a stream. Errors: logStream.duplicate (the name is taken, at name), logStream.limit (20 streams already), logStream.sourceSet (a set not of this organization, at sourceSets), logStream.noAccount.',
  request: v.object({ orgId: orgIdSchema, ...logStreamInputSchema.entries }),
  result: logStreamSchema,
});

export const logStreamDeleteEndpoint = defineEndpoint({
  id: 'logStream.delete',
  effect: 'write',
  method: 'POST',
  path: '/api/log-stream/delete',
  summary: 'Remove a stream. Errors: resource.notFound.',
  request: v.object(logStreamRef),
  result: logStreamSchema,
});
