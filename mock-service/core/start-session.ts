import { ErrorKey } from '../../src/api/error-keys';
import { findOrg, homeUser } from '../db/lookups';
import { MockError, forbidden } from './mock-error';
import { type Session, createSession } from './sessions';

/**
 * Sign-in as the demo and the mock server do it: any seeded, non-suspended user of an active
 * organization, by e-mail. The session starts on the person's home record.
 */
export function startSession(email: string): Session {
  const user = homeUser(email);
  const org = user && findOrg(user.orgId);
  if (!user || !org) {
    throw new MockError(ErrorKey.unauthorized, 401, { field: 'email', message: 'No user has this e-mail address.' });
  }
  if (user.status === 'Suspended') throw forbidden('This user is suspended.');
  if (org.status === 'Suspended') throw forbidden(`${org.orgName} is suspended.`);
  return createSession(user.email, user.orgId);
}
