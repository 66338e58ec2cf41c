import * as v from 'valibot';

/**
 * The search params of the user form routes. A module of its own: a route file keeps its
 * validateSearch in the entry chunk, and importing it from user-form-page would pull the whole
 * form (and @mantine/form) into the first download with it.
 */
export const userFormSearch = v.object({
  orgId: v.optional(v.string()),
  email: v.optional(v.string()),
  /** Set when an edit address was opened by someone who may only view: the view says why. */
  viewOnly: v.optional(v.boolean()),
});
export type UserFormSearch = v.InferOutput<typeof userFormSearch>;
