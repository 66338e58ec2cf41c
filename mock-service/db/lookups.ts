import { type OrganizationRow, type UserRow, db } from './database';

/*
 * Hot lookups as plain loops over the collections' arrays. A @msw/data query object is tested
 * key by key per record, which is too slow on the 100,000-record tables the benchmarks use.
 */

export const findOrg = (orgId: string): OrganizationRow | undefined =>
  db.organizations.all().find((org) => org.orgId === orgId);

export const findOrgByName = (orgName: string): OrganizationRow | undefined =>
  db.organizations.all().find((org) => org.orgName === orgName);

export function findUser(orgId: string, email: string): UserRow | undefined {
  for (const user of db.users.all()) if (user.orgId === orgId && user.email === email) return user;
  return undefined;
}

/** Every record of one person; a multi-agency user has one per organization, home record first. */
export function usersByEmail(email: string): UserRow[] {
  const found: UserRow[] = [];
  for (const user of db.users.all()) if (user.email === email) found.push(user);
  return found;
}

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The record sign-in uses: a person's earliest user record (multi-agency users have several). */
export function homeUser(email: string): UserRow | undefined {
  let home: UserRow | undefined;
  for (const user of usersByEmail(email)) if (!home || user.createdAt < home.createdAt) home = user;
  return home;
}
