import { db } from '@mock/node';

/*
 * What the seeded database holds, read from the mock's own tables so a screen test states what a
 * persona must see without copying the seed's generated names into the test.
 */

export function seededOrganization(orgId: string) {
  const org = db.organizations.all().find((record) => record.orgId === orgId);
  if (!org) throw new Error(`The seed has no organization ${orgId}`);
  return org;
}

export const seededUsers = (orgId: string) => db.users.all().filter((user) => user.orgId === orgId);

export const seededNetworks = (orgId: string) =>
  db.managementNetworks.all().filter((network) => network.orgId === orgId);

export const seededDistributionLists = (orgId: string) =>
  db.distributionLists.all().filter((list) => list.orgId === orgId);
