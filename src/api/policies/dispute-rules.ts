import * as v from 'valibot';
import { isDomainName } from '../../lib/enrollment-identifier';
import { description } from '../../lib/validators';
import type { PolicyStatus } from './schemas';

/*
 * The Global Policy Dispute's rules (spec 2 §2.6, §5 "Dispute"), shared by the form and the mock's
 * handler (the service never trusts the client). Pure: no React, no client.
 */

/** A dispute is against a global policy in force: enforcing, or enforcing while its disable awaits approval. */
export const DISPUTABLE_STATUSES: readonly PolicyStatus[] = ['ENFORCING', 'PENDING_DISABLE'];

export const isDisputable = (policy: { global: boolean; status: PolicyStatus }): boolean =>
  policy.global && DISPUTABLE_STATUSES.includes(policy.status);

/** The most names one dispute may list (as an expression file, spec 2 §9). */
export const DISPUTE_MAX_HOSTS = 500;

/**
 * The names of 'Domain or hosts impacted by this policy': one domain name or a list of host names
 * separated by commas or white space, compared in lower case, a trailing root dot dropped.
 */
export const disputeHosts = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((name) => name.toLowerCase().replace(/\.$/, ''))
    .filter((name) => name.length > 0);

/** What is wrong with the domain field: nothing, empty, or a name that is not a domain name. */
export function disputeDomainProblem(text: string): 'required' | 'format' | null {
  const hosts = disputeHosts(text);
  if (hosts.length === 0) return 'required';
  if (hosts.length > DISPUTE_MAX_HOSTS || !hosts.every(isDomainName)) return 'format';
  return null;
}

/** Details follow the description rule (src/lib/validators): at most 256 characters, no markup. */
export const disputeDetailsSchema = description('Details');

export const disputeDetailsProblem = (text: string): string | null => {
  const result = v.safeParse(disputeDetailsSchema, text, { abortPipeEarly: true });
  return result.success ? null : result.issues[0].message;
};
