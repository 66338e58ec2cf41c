// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { orgDisplayNameUpdateEndpoint, orgUpdateEndpoint } from '../../src/api/organizations/contract';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const displayNameOf = (orgId: string) => db.organizations.all().find((org) => org.orgId === orgId)!.displayName;

/** Spec 1 §5: the service refuses a padded display name as the screens do; it never trims one. */
describe('the display-name rule in the service', () => {
  it.each([' USDA Digital', 'USDA Digital ', '\tUSDA Digital'])('org.displayName.update refuses %j', async (name) => {
    actAs(PERSONA.tenantAdmin);
    const before = displayNameOf('org-usda');
    await expect(callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-usda', displayName: name })).rejects.toMatchObject(
      { status: 400, key: ErrorKey.invalidRequest },
    );
    expect(displayNameOf('org-usda')).toBe(before);
  });

  it.each([' Labor Managed', 'Labor Managed '])('org.update refuses %j', async (name) => {
    actAs(PERSONA.mspAdmin);
    const before = displayNameOf('org-dol');
    await expect(
      callApi(orgUpdateEndpoint, { orgId: 'org-dol', displayName: name, bypassPolicyPeerApproval: false }),
    ).rejects.toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(displayNameOf('org-dol')).toBe(before);
  });

  it('stores a well-formed name exactly as sent', async () => {
    actAs(PERSONA.tenantAdmin);
    await callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-usda', displayName: 'USDA Digital' });
    expect(displayNameOf('org-usda')).toBe('USDA Digital');
  });
});
