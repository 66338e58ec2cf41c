// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { networkCreateEndpoint, networkDeleteEndpoint } from '../../src/api/management-networks/contract';
import {
  mspPotentialOrgApproveEndpoint,
  orgDisplayNameUpdateEndpoint,
  orgUpdateEndpoint,
  potentialOrgApproveEndpoint,
} from '../../src/api/organizations/contract';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { attempt, expectRefused } from '../testing/permission-matrix';
import { PERSONA } from '../testing/personas';

useMockApi();

type Persona = keyof typeof PERSONA;

/** Where each persona acts: global operators on a customer organization, everyone else at home. */
const TARGET: Record<Persona, string> = {
  globalAdmin: 'org-usda',
  globalUserManager: 'org-usda',
  customerManager: 'org-usda',
  tenantAdmin: 'org-usda',
  tenantReadOnly: 'org-doe',
  multiAgency: 'org-gsa',
  ciAdmin: 'org-crwa',
  mspAdmin: 'org-dol',
  noRoles: 'org-epa',
  rulesUnsigned: 'org-nasa',
  policyApprover: 'org-usda',
};

async function expectOutcome(persona: Persona, allowed: boolean, action: () => Promise<unknown>) {
  const result = await attempt(PERSONA[persona], action);
  if (allowed) expect(result.outcome, `${persona} should be allowed`).toBe('allowed');
  else expectRefused(result, persona);
}

const matrix = (allowed: Persona[]) =>
  (Object.keys(PERSONA) as Persona[]).map((p) => [p, allowed.includes(p)] as const);

describe('permission matrix: management networks (spec 1 §6)', () => {
  const mayManage = matrix(['globalAdmin', 'customerManager', 'tenantAdmin', 'ciAdmin', 'mspAdmin']);

  it.each(mayManage)('create as %s: allowed %s', async (persona, allowed) => {
    await expectOutcome(persona, allowed, () =>
      callApi(networkCreateEndpoint, { orgId: TARGET[persona], cidr: '198.51.100.0/24', description: 'Matrix' }),
    );
  });

  it.each(mayManage)('delete as %s: allowed %s', async (persona, allowed) => {
    const victim = db.managementNetworks.all().find((n) => n.orgId === TARGET[persona])!;
    await expectOutcome(persona, allowed, () =>
      callApi(networkDeleteEndpoint, { orgId: TARGET[persona], cidr: victim.cidr }),
    );
  });

  it('refuses a tenant configuration manager in another organization', async () => {
    await expectOutcome('tenantAdmin', false, () =>
      callApi(networkCreateEndpoint, { orgId: 'org-doe', cidr: '198.51.100.0/24', description: '' }),
    );
  });
});

describe('permission matrix: organization display name and managed-service settings', () => {
  const mayEdit = matrix(['globalAdmin', 'globalUserManager', 'customerManager', 'tenantAdmin', 'ciAdmin', 'mspAdmin']);

  it.each(mayEdit)('display name as %s: allowed %s', async (persona, allowed) => {
    await expectOutcome(persona, allowed, () =>
      callApi(orgDisplayNameUpdateEndpoint, { orgId: TARGET[persona], displayName: 'Renamed By Matrix' }),
    );
  });

  it.each(matrix(['globalAdmin', 'globalUserManager', 'customerManager', 'mspAdmin']))(
    'managed-service edit of Labor as %s: allowed %s',
    async (persona, allowed) => {
      await expectOutcome(persona, allowed, () =>
        // Labor's setting as seeded: changing it is for global operators only (permission-holes.test.ts).
        callApi(orgUpdateEndpoint, { orgId: 'org-dol', displayName: 'Labor Managed', bypassPolicyPeerApproval: true }),
      );
    },
  );

  it('saves both managed-service settings, and refuses the form for an organization without an account', async () => {
    actAs(PERSONA.globalAdmin);
    await expect(
      callApi(orgUpdateEndpoint, { orgId: 'org-dol', displayName: 'Labor MSP', bypassPolicyPeerApproval: false }),
    ).resolves.toMatchObject({
      displayName: 'Labor MSP',
      bypassPolicyPeerApproval: false,
      accountId: '418295730164',
    });
    actAs(PERSONA.tenantAdmin);
    const error = await callApi(orgUpdateEndpoint, {
      orgId: 'org-usda',
      displayName: 'Agri',
      bypassPolicyPeerApproval: true,
    }).catch((e) => e);
    expect(error).toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(error.errors[0].field).toBe('orgId');
  });
});

describe('permission matrix: onboarding (global operators with the permission)', () => {
  const user = {
    email: 'first.user@hud.gov',
    firstName: 'First',
    middleName: '',
    lastName: 'User',
    phone: '2025550199',
    description: '',
    roles: [],
  };
  const mayOnboard = matrix(['globalAdmin', 'globalUserManager', 'customerManager']);

  it.each(mayOnboard)('onboarding as %s: allowed %s', async (persona, allowed) => {
    await expectOutcome(persona, allowed, () =>
      callApi(potentialOrgApproveEndpoint, {
        potentialOrgId: 'potential-hud',
        displayName: 'Housing',
        managementNetworks: [],
        user,
      }),
    );
  });

  it.each(mayOnboard)('managed-service onboarding as %s: allowed %s', async (persona, allowed) => {
    await expectOutcome(persona, allowed, () =>
      callApi(mspPotentialOrgApproveEndpoint, {
        potentialOrgId: 'potential-hud',
        displayName: 'Housing',
        settings: { dataRetentionDays: 15, policyApprovalWorkflow: 'disabled' },
        user,
      }),
    );
  });
});
