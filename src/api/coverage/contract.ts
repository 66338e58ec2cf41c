import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';
import { ACTION_TYPES, policyStatusSchema, predicateSchema } from '../policies/schemas';

/*
 * Single indicator coverage (spec 2 §2.4, §7): which policies in force match a domain or IP, by
 * the DNS world's evaluator, for the Global Policies and Organization Policies tables.
 *
 * orgId is the organization acting (the access row and redaction read it). orgIdIsBlacklist
 * false asks for the policies that organization owns (the Global organization owns the global
 * ones); true for the others it can see: for a tenant the global policies, for Global every
 * organization's. The service redacts as the policy list does, by orgId alone: redactOrgId and
 * redactOrgIdIsBlacklist are accepted for the wire's shape and never widen what is shown.
 */

const indicatorText = v.pipe(v.string(), v.maxLength(256));

export const affectingPolicySchema = v.object({
  id: v.string(),
  /** 'Redacted' for a provider policy a tenant may not read. */
  name: v.string(),
  redacted: v.boolean(),
  orgId: v.string(),
  orgName: v.string(),
  global: v.boolean(),
  policyType: v.string(),
  action: v.picklist(ACTION_TYPES),
  status: policyStatusSchema,
  precedence: v.number(),
  priority: v.number(),
  /** Empty when redacted. */
  expression: v.array(predicateSchema),
});
export type AffectingPolicy = v.InferOutput<typeof affectingPolicySchema>;

export const COVERAGE_PAGE_SIZE = 10;

export const listAffectingEndpoint = defineEndpoint({
  id: 'policy.listAffecting',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/list-affecting',
  summary:
    "Policies in force whose expressions match the indicator (searchString: a domain name or an IP), by precedence. orgIdIsBlacklist false: the organization's own; true: the others it sees. Errors: coverage.indicator (searchString).",
  request: v.object({
    orgId: orgIdSchema,
    orgIdIsBlacklist: v.optional(v.boolean(), false),
    redactOrgId: v.optional(v.string()),
    redactOrgIdIsBlacklist: v.optional(v.boolean()),
    searchString: indicatorText,
    securityRiskCategoryIds: v.optional(v.array(v.number())),
    securityThreatCategoryIds: v.optional(v.array(v.number())),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), COVERAGE_PAGE_SIZE),
    pageToken: v.optional(v.nullable(v.string())),
    /** 1-based page to open directly (the table's pager); a pageToken wins. */
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  }),
  result: v.object({
    items: v.array(affectingPolicySchema),
    itemCount: v.number(),
    nextPageKey: v.nullable(v.string()),
  }),
});
