import { emailDomain } from '../db/lookups';
import type { OrganizationRecord } from '../db/schemas';

/**
 * Federal and operator organizations write to .gov or .mil addresses only; critical
 * infrastructure entities use their own domains. Shared by users (their e-mail) and distribution
 * lists (their recipients), which answer with the same key at their own field.
 */
export const emailAllowedIn = (org: Pick<OrganizationRecord, 'orgType'>, email: string): boolean =>
  org.orgType === 'CI' || /\.(gov|mil)$/.test(emailDomain(email));
