// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { networkListEndpoint } from '../../src/api/management-networks/contract';
import {
  mspPotentialOrgApproveEndpoint,
  orgListEndpoint,
  potentialOrgApproveEndpoint,
  potentialOrgListEndpoint,
} from '../../src/api/organizations/contract';
import { db } from '../db/database';
import { actAs, useMockApi, failure } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const firstUser = {
  email: 'Ana.Flores@VA.gov',
  firstName: 'Ana',
  middleName: '',
  lastName: 'Flores',
  phone: '202-555-0142',
  description: 'Network security lead',
  roles: ['userManager', 'configurationManager'],
};

const onboardVa = (extra: Partial<Parameters<typeof callApi<typeof potentialOrgApproveEndpoint>>[1]> = {}) =>
  callApi(potentialOrgApproveEndpoint, {
    potentialOrgId: 'potential-va',
    displayName: 'Veterans Affairs',
    managementNetworks: [
      { cidr: '10.80.0.0/16', description: 'VA management LAN' },
      { cidr: '2001:db8:80::/48', description: '' },
    ],
    user: firstUser,
    ...extra,
  });

const tables = () =>
  JSON.stringify([
    db.organizations.all(),
    db.managementNetworks.all(),
    db.potentialOrganizations.all(),
    db.users.count(),
  ]);

describe('onboarding', () => {
  it('creates the organization, its networks and first user at once, and takes it off the potential list', async () => {
    actAs(PERSONA.customerManager);
    const { organization, user } = await onboardVa();
    expect(organization).toMatchObject({
      orgId: 'org-va',
      orgName: 'Department of Veterans Affairs',
      displayName: 'Veterans Affairs',
      acronym: 'VA',
      accountId: null,
      orgType: 'FCEB',
      status: 'Active',
      bypassPolicyPeerApproval: false,
    });
    expect(user).toMatchObject({ orgId: 'org-va', email: 'ana.flores@va.gov', status: 'Registered', role: 'Admin' });
    expect((await callApi(orgListEndpoint, {})).orgs.map((o) => o.displayName)).toContain('Veterans Affairs');
    expect((await callApi(potentialOrgListEndpoint, {})).items.map((p) => p.id)).not.toContain('potential-va');
    const networks = await callApi(networkListEndpoint, { orgId: 'org-va' });
    expect(networks.items.map((n) => n.cidr).sort()).toEqual(['10.80.0.0/16', '2001:db8:80::/48']);
  });

  it('creates an account-linked organization with its policy approval setting in managed-service mode', async () => {
    actAs(PERSONA.globalAdmin);
    const { organization } = await callApi(mspPotentialOrgApproveEndpoint, {
      potentialOrgId: 'potential-rmu',
      displayName: 'Riverside Utilities',
      settings: { dataRetentionDays: 15, policyApprovalWorkflow: 'enabled' },
      user: { ...firstUser, email: 'ops@riverside-utilities.org' },
    });
    expect(organization).toMatchObject({ orgType: 'CI', bypassPolicyPeerApproval: true });
    expect(organization.accountId).toMatch(/^\d{12}$/);
    const disabled = await callApi(mspPotentialOrgApproveEndpoint, {
      potentialOrgId: 'potential-dot',
      displayName: 'Transportation',
      settings: { dataRetentionDays: 15, policyApprovalWorkflow: 'disabled' },
      user: { ...firstUser, email: 'ops@dot.gov' },
    });
    expect(disabled.organization.bypassPolicyPeerApproval).toBe(false);
  });

  it('writes nothing when the user, a network, the display name or the potential organization is refused', async () => {
    actAs(PERSONA.customerManager);
    const before = tables();
    const cases: [Promise<unknown>, string, string][] = [
      [onboardVa({ user: { ...firstUser, email: 'ana@example.com' } }), ErrorKey.governmentDomainRequired, 'email'],
      [onboardVa({ user: { ...firstUser, email: PERSONA.globalAdmin } }), ErrorKey.idReference, 'email'],
      [
        onboardVa({ managementNetworks: [{ cidr: '10.0.0.0/40', description: '' }] }),
        ErrorKey.cidrFormat,
        'managementNetworks.0.cidr',
      ],
      [
        onboardVa({ managementNetworks: [{ cidr: '0.0.0.0/0', description: 'Everything' }] }),
        ErrorKey.cidrTooWide,
        'managementNetworks.0.cidr',
      ],
      [
        onboardVa({
          managementNetworks: [
            { cidr: '10.0.0.0/8', description: 'A' },
            { cidr: '10.9.9.9/8', description: 'B' },
          ],
        }),
        ErrorKey.duplicateNetwork,
        'managementNetworks.1.cidr',
      ],
      [onboardVa({ displayName: 'NASA' }), ErrorKey.nameTaken, 'displayName'],
      [onboardVa({ potentialOrgId: 'potential-none' }), ErrorKey.notFound, 'potentialOrgId'],
      [onboardVa({ potentialOrgId: '' }), ErrorKey.invalidRequest, 'potentialOrgId'],
    ];
    for (const [call, key, field] of cases) {
      const error = await failure(call);
      expect(error, key).toMatchObject({ key });
      expect(error?.errors[0].field).toBe(field);
    }
    expect(tables()).toBe(before);
  });

  it('asks before adding a person who already belongs elsewhere, then makes them multi-agency', async () => {
    actAs(PERSONA.customerManager);
    const existing = { ...firstUser, email: PERSONA.tenantReadOnly };
    expect(await failure(onboardVa({ user: existing }))).toMatchObject({ key: ErrorKey.userExistsElsewhere });
    const { user } = await onboardVa({ user: existing, confirmExisting: true });
    expect(user.roles).toContain('multiAgencyUser');
  });
});
