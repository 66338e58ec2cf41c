import { db } from '../db/database';
import { emailDomain, findOrg } from '../db/lookups';

/**
 * A sign-up is routed to the organization most of whose users share the e-mail's domain; a
 * domain no organization uses goes to 'Unassigned' for an operator to place by hand.
 */
export function orgNameForDomain(email: string): string {
  const domain = emailDomain(email);
  const counts = new Map<string, number>();
  for (const user of db.users.all()) {
    if (emailDomain(user.email) === domain) counts.set(user.orgId, (counts.get(user.orgId) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [orgId, count] of counts) if (best === null || count > counts.get(best)!) best = orgId;
  return (best && findOrg(best)?.orgName) ?? 'Unassigned';
}
