import * as v from 'valibot';

/**
 * An in-app path to return to: it starts with one '/' (never '//' or '/\', which a browser reads
 * as another host) and holds no control characters or white space.
 */
export const isInAppPath = (value: string): boolean =>
  value.startsWith('/') && !/^\/[/\\]/.test(value) && !/[\s\u0000-\u001F\u007F]/.test(value) && value.length <= 2048;

/**
 * The dispute route's search (spec 2 §2: 'opened with the previous path carried along'). A missing
 * or unsafe `from` is dropped rather than refused: the form then returns to the root.
 * A module of its own so the route's entry chunk does not pull in the form.
 */
export const disputeSearch = v.object({
  from: v.fallback(v.optional(v.pipe(v.string(), v.check(isInAppPath))), undefined),
});
export type DisputeSearch = v.InferOutput<typeof disputeSearch>;

export const returnPath = (search: DisputeSearch): string => search.from ?? '/';
