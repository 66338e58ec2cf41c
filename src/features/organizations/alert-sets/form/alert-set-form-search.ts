import * as v from 'valibot';
import { ALERT_TYPES } from '@/api/alert-sets/contract';

/**
 * The alert set form's address (spec 1 §2): orgId, alertSetId (absent when creating) and
 * alertType. A module of its own so the route file does not pull the form into the entry chunk.
 * An unknown alertType reads as absent rather than failing the route.
 */
export const alertSetFormSearch = v.object({
  orgId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  alertSetId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  alertType: v.fallback(v.optional(v.picklist(ALERT_TYPES)), undefined),
});
export type AlertSetFormSearch = v.InferOutput<typeof alertSetFormSearch>;
