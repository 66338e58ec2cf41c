import * as v from 'valibot';
import { testerRecordTypes } from '@/api/coverage/tester-contract';

/** The tester's address: DNS Logs rows link here with the query they show ("why was this decided so"). */
export const testerSearchSchema = v.object({
  indicator: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(256))), undefined),
  orgId: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  sourceSetId: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  recordType: v.fallback(v.optional(v.picklist(testerRecordTypes)), undefined),
  at: v.fallback(v.optional(v.pipe(v.string(), v.isoTimestamp())), undefined),
});
export type TesterSearch = v.InferOutput<typeof testerSearchSchema>;
