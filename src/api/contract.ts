import * as v from 'valibot';
import type { Page, SortOrder } from '../lib/paging';

export type { Page, SortOrder };

/**
 * One declaration per endpoint: the client checks replies with it, the mock checks requests
 * with it, and scripts/openapi.ts publishes it. A wire-format change is one edit here.
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * 'write' when a successful call changes the service's stored records (the mock snapshots its
 * database after it and fails a 'read' call that writes). Sessions are not stored records, so
 * sign-in, sign-out and choosing an organization are reads.
 */
export type Effect = 'read' | 'write';

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
  readonly effect: Effect;
  /** Set by defineListEndpoint: how the server pages, sorts, searches and filters this list. */
  readonly list?: ListDeclaration;
  /**
   * A call the service's documents do not name: this console's own addition, published in the
   * OpenAPI document as `x-extension`. A live backend that answers 404 hides what it feeds.
   */
  readonly extension?: true;
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

/**
 * How the server pages one list. Sort and search fields name the server's record fields (a
 * record may sort by a field its reply item leaves out); ties on the sort field break on
 * `tieBreak`, in order, then on storage order. `sortAs: 'address'` sorts IP/CIDR text by
 * address and prefix; numbers sort numerically, text case-insensitively.
 */
export interface ListDeclaration<F extends string = string, TFilters extends v.ObjectEntries = v.ObjectEntries> {
  readonly sortFields: readonly F[];
  readonly defaultSort: { readonly field: F; readonly order: SortOrder };
  readonly searchFields: readonly string[];
  readonly tieBreak?: readonly string[];
  readonly sortAs?: Readonly<Partial<Record<F, 'address'>>>;
  readonly filters: TFilters;
}

type ListRequestEntries<F extends string, TFilters extends v.ObjectEntries> = Omit<
  typeof pageRequestEntries,
  'sortField'
> & { sortField: v.OptionalSchema<v.PicklistSchema<F[], undefined>, undefined> } & TFilters;

export type ListEndpoint<
  F extends string = string,
  TItem extends v.GenericSchema = v.GenericSchema,
  TFilters extends v.ObjectEntries = v.ObjectEntries,
> = Endpoint<v.ObjectSchema<ListRequestEntries<F, TFilters>, undefined>, ReturnType<typeof pagedResult<TItem>>> & {
  readonly list: ListDeclaration<F, TFilters>;
};

export type SortFieldOf<E extends ListEndpoint> = E['list']['sortFields'][number];

export interface ListEndpointSpec<
  F extends string,
  TItem extends v.GenericSchema,
  TFilters extends v.ObjectEntries,
> extends Omit<ListDeclaration<F, TFilters>, 'filters'> {
  readonly id: string;
  readonly path: string;
  readonly summary: string;
  readonly item: TItem;
  /** Request members beyond paging, sort and search (an organization, statuses, …). */
  readonly filters?: TFilters;
}

/**
 * A server-paged list, declared once: its request is the paging members, a sortField limited to
 * `sortFields`, and the filters; its result is pagedResult(item). The client, the mock's list
 * handler and the OpenAPI document all read `list`. Lists are POSTed reads.
 */
export function defineListEndpoint<
  const F extends string,
  TItem extends v.GenericSchema,
  TFilters extends v.ObjectEntries = {},
>(spec: ListEndpointSpec<F, TItem, TFilters>): ListEndpoint<F, TItem, TFilters> {
  const { id, path, summary, item, filters = {} as TFilters, ...list } = spec;
  const entries = {
    ...pageRequestEntries,
    sortField: v.optional(v.picklist([...list.sortFields])),
    ...filters,
  } as ListRequestEntries<F, TFilters>;
  return {
    id,
    method: 'POST',
    path,
    summary,
    effect: 'read',
    request: v.object(entries),
    result: pagedResult(item),
    list: { ...list, filters },
  };
}

/** The sort a table shows before the user picks one: the server's default, from the declaration. */
export const defaultSortOf = <E extends ListEndpoint>(endpoint: E): { field: SortFieldOf<E>; order: SortOrder } => ({
  ...endpoint.list.defaultSort,
});

/** A table's sort column as the list's sort field; a column the list does not sort by is left to the default. */
export const sortFieldOf = <E extends ListEndpoint>(
  endpoint: E,
  field: string | undefined,
): SortFieldOf<E> | undefined =>
  (endpoint.list.sortFields as readonly string[]).includes(field ?? '') ? (field as SortFieldOf<E>) : undefined;

/** Shared field rules used by both the forms and the mock's request schemas. */
export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.email('Enter a valid email address'),
  v.maxLength(254),
);
export const orgIdSchema = v.pipe(v.string(), v.minLength(1, 'Organization is required'), v.maxLength(64));
