import * as v from 'valibot';
import type { Page, SortOrder } from '../lib/paging';

export type { Page, SortOrder };

/**
 * One declaration per endpoint: the client checks replies with it, the mock checks requests
 * with it, and scripts/openapi.ts publishes it. A wire-format change is one edit here.
 */
export type HttpMethod = 'GET' | 'POST';

export interface Endpoint<
  TRequest extends v.GenericSchema = v.GenericSchema,
  TResult extends v.GenericSchema = v.GenericSchema,
> {
  /** Stable operation id, `resource.action`. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  /** GET requests carry it as query parameters, POST requests as the JSON body. */
  readonly request: TRequest;
  /** The `result` member of a successful reply. */
  readonly result: TResult;
  /** Public endpoints are callable without a session (sign-in, error table, personas). */
  readonly public?: boolean;
}

export function defineEndpoint<TRequest extends v.GenericSchema, TResult extends v.GenericSchema>(
  endpoint: Endpoint<TRequest, TResult>,
): Endpoint<TRequest, TResult> {
  return endpoint;
}

export type RequestOf<E extends Endpoint> = v.InferInput<E['request']>;
export type ResultOf<E extends Endpoint> = v.InferOutput<E['result']>;

export const noInput = v.object({});

export const apiErrorSchema = v.object({
  key: v.string(),
  /** Set by the mock for developers; the console shows the error table's text instead. */
  message: v.optional(v.string()),
  /** Request field the error belongs to, when there is one. */
  field: v.optional(v.string()),
  detail: v.optional(v.unknown()),
});
export type ApiErrorItem = v.InferOutput<typeof apiErrorSchema>;

export const errorEnvelopeSchema = v.object({ errors: v.pipe(v.array(apiErrorSchema), v.minLength(1)) });

export function resultEnvelope<T extends v.GenericSchema>(result: T) {
  return v.object({ result });
}

/** The request members every server-paged list accepts. */
export const sortOrderSchema = v.picklist(['asc', 'des'] as const satisfies readonly SortOrder[]);

export const pageRequestEntries = {
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  pageToken: v.optional(v.nullable(v.string())),
  /** 1-based page to open directly, so a pager can jump; a pageToken, when given, wins. */
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  sortField: v.optional(v.string()),
  sortOrder: v.optional(sortOrderSchema),
  searchString: v.optional(v.pipe(v.string(), v.maxLength(256))),
};
export const pageRequestSchema = v.object(pageRequestEntries);
export type PageRequest = v.InferOutput<typeof pageRequestSchema>;

export function pagedResult<T extends v.GenericSchema>(item: T) {
  return v.object({
    items: v.array(item),
    itemCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    nextPageKey: v.nullish(v.string()),
  });
}

/** Shared field rules used by both the forms and the mock's request schemas. */
export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.email('Enter a valid email address'),
  v.maxLength(254),
);
export const orgIdSchema = v.pipe(v.string(), v.minLength(1, 'Organization is required'), v.maxLength(64));
