import { ErrorKey } from '../../src/api/error-keys';
import type { ManagementNetworkInput } from '../../src/api/management-networks/contract';
import { mspPotentialOrgApproveEndpoint, potentialOrgApproveEndpoint } from '../../src/api/organizations/contract';
import { config } from '../../src/config/env';
import { CIDR_FORMAT_MESSAGE, CIDR_TOO_WIDE_MESSAGE, canonicalNetwork, isAcceptedWidth } from '../../src/lib/cidr';
import type { Caller } from '../core/caller';
import type { Clock } from '../core/clock';
import { defineHandler } from '../core/define-handler';
import { recordSystemEvent } from '../alerts/system-events';
import { findOr404 } from '../core/crud';
import { MockError } from '../core/mock-error';
import { type Database, db } from '../db/database';
import type { OrganizationRecord, PotentialOrganizationRecord } from '../db/schemas';
import { assertDisplayNameFree } from './organizations';
import { addUser } from './users';
import { slug } from '../../src/lib/slug';

interface OnboardingInput {
  potentialOrgId: string;
  displayName: string;
  user: Parameters<typeof addUser>[1];
  confirmExisting: boolean;
}

/** Each block well formed and none twice (by network, not spelling); errors name the row's cidr field. */
function checkedNetworks(networks: readonly ManagementNetworkInput[]): string[] {
  const seen = new Map<string, ManagementNetworkInput>();
  return networks.map((network, index) => {
    const field = `managementNetworks.${index}.cidr`;
    const canonical = canonicalNetwork(network.cidr);
    if (!canonical) throw new MockError(ErrorKey.cidrFormat, 400, { field, message: CIDR_FORMAT_MESSAGE });
    if (!isAcceptedWidth(canonical))
      throw new MockError(ErrorKey.cidrTooWide, 400, { field, message: CIDR_TOO_WIDE_MESSAGE });
    const earlier = seen.get(canonical);
    if (earlier) {
      throw new MockError(ErrorKey.duplicateNetwork, 409, {
        field,
        message: earlier.description || earlier.cidr,
        detail: { description: earlier.description, cidr: earlier.cidr },
      });
    }
    seen.set(canonical, network);
    return canonical;
  });
}

/** The organization a potential one becomes (also the New agency demo scenario's, mock-service/scenarios). */
export function onboardedRecord(
  potential: PotentialOrganizationRecord & { orgId: string },
  displayName: string,
  settings: { accountId: boolean; bypassPolicyPeerApproval: boolean },
): OrganizationRecord {
  return {
    orgId: potential.orgId,
    orgName: potential.name,
    displayName,
    acronym: potential.acronym,
    accountId: settings.accountId ? accountIdFor(potential.orgId) : null,
    orgType: potential.orgType ?? config.orgType,
    status: 'Active',
    bypassPolicyPeerApproval: settings.bypassPolicyPeerApproval,
  };
}

export function potentialOrg(db: Database, id: string): PotentialOrganizationRecord & { orgId: string } {
  const potential = findOr404(
    db.potentialOrganizations,
    (p) => p.id === id,
    'The potential organization',
    'potentialOrgId',
  );
  if (db.organizations.all().some((org) => org.orgName.toLowerCase() === potential.name.toLowerCase())) {
    throw new MockError(ErrorKey.nameTaken, 409, {
      field: 'potentialOrgId',
      message: `${potential.name} is already an organization.`,
    });
  }
  const base = `org-${slug(potential.acronym)}`;
  let orgId = base;
  for (let n = 2; db.organizations.all().some((org) => org.orgId === orgId); n++) orgId = `${base}-${n}`;
  return { ...potential, orgId };
}

/** A stable 12-digit account number for a managed-service organization. */
function accountIdFor(orgId: string): string {
  let hash = 2166136261;
  for (const char of orgId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return String(100_000_000_000 + (hash % 900_000_000_000)).padStart(12, '0');
}

/**
 * Everything is checked before anything is written; the user's own rules run inside addUser, so
 * the organization is removed again when they refuse the user. Networks and the removal of the
 * potential organization come last, once nothing can fail.
 */
async function onboard(
  input: OnboardingInput,
  caller: Caller,
  clock: Clock,
  settings: { accountId: boolean; bypassPolicyPeerApproval: boolean; networks: readonly ManagementNetworkInput[] },
) {
  const potential = potentialOrg(db, input.potentialOrgId);
  assertDisplayNameFree(db, { orgId: potential.orgId }, input.displayName);
  const canonical = checkedNetworks(settings.networks);

  const organization = await db.organizations.create(onboardedRecord(potential, input.displayName, settings));
  let user;
  try {
    user = await addUser(organization, input.user, clock, input.confirmExisting, caller, true);
  } catch (error) {
    db.organizations.delete(organization);
    throw error;
  }
  const createdAt = clock.isoNow();
  for (const [index, network] of settings.networks.entries()) {
    await db.managementNetworks.create({ orgId: organization.orgId, ...network, network: canonical[index], createdAt });
  }
  db.potentialOrganizations.delete(db.potentialOrganizations.all().find((p) => p.id === input.potentialOrgId)!);
  await recordSystemEvent(db, clock, {
    orgId: organization.orgId,
    kind: 'onboarding',
    summary: `${organization.displayName} was onboarded by ${caller.user.email}, with ${user.email} as its first user.`,
  });
  return { organization, user };
}

const approve = defineHandler(potentialOrgApproveEndpoint, ({ input, caller, clock }) =>
  onboard(input, caller, clock, {
    accountId: false,
    bypassPolicyPeerApproval: false,
    networks: input.managementNetworks,
  }),
);

/** 'enabled' allows self-approval of policy changes, which is what bypassing peer approval means. */
const approveManaged = defineHandler(mspPotentialOrgApproveEndpoint, ({ input, caller, clock }) =>
  onboard(input, caller, clock, {
    accountId: true,
    bypassPolicyPeerApproval: input.settings.policyApprovalWorkflow === 'enabled',
    networks: [],
  }),
);

export const onboardingHandlers = [approve, approveManaged];
