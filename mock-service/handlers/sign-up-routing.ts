import { ErrorKey } from '../../src/api/error-keys';
import { MockError } from '../core/mock-error';
import { db } from '../db/database';
import { emailDomain, findOrg } from '../db/lookups';

/**
 * A sign-up is routed to the organization most of whose users share the e-mail's domain. A
 * domain no organization uses is refused at filing time (email.noOrganization): an approver
 * never has to guess where an unknown requestor belongs, and no request waits in 'Unassigned'.
 */
export function orgNameForDomain(email: string): string {
  const domain = emailDomain(email);
  const counts = new Map<string, number>();
  for (const user of db.users.all()) {
    if (emailDomain(user.email) === domain) counts.set(user.orgId, (counts.get(user.orgId) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [orgId, count] of counts) if (best === null || count > counts.get(best)!) best = orgId;
  const orgName = best && findOrg(best)?.orgName;
  if (!orgName) {
    throw new MockError(ErrorKey.noOrganizationForDomain, 400, {
      field: 'email',
      message: `No organization uses the domain ${domain}; request access with an organization e-mail address.`,
    });
  }
  return orgName;
}
