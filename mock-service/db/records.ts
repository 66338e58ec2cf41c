import type { UserRecord } from './schemas';

/**
 * A user record for someone who has been let in but has not signed in yet: status Registered,
 * and the identity provider still waits for them to set a password.
 */
export function registeredUser(
  fields: Pick<UserRecord, 'orgId' | 'email' | 'firstName' | 'lastName'> & Partial<UserRecord>,
  createdAt: string,
): UserRecord {
  return {
    middleName: '',
    phone: '',
    description: '',
    roles: [],
    role: 'User',
    ...fields,
    status: 'Registered',
    internalStatus: 'FORCE_CHANGE_PASSWORD',
    createdAt,
    lastSignedIn: null,
  };
}
