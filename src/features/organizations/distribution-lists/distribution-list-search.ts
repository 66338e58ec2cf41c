import * as v from 'valibot';

/**
 * The distribution list page's search params (spec 1 §2): orgId (else the organization being
 * viewed) and listId (absent when adding a list). A module of its own so the route's entry chunk
 * does not pull in the form.
 */
export const distributionListSearch = v.object({
  orgId: v.optional(v.string()),
  listId: v.optional(v.string()),
});
export type DistributionListSearch = v.InferOutput<typeof distributionListSearch>;
