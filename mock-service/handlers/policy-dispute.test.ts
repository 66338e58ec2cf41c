// @vitest-environment node
import '../testing/api-base';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey, FALLBACK_MESSAGES } from '../../src/api/error-keys';
import { policyDisputeEndpoint } from '../../src/api/policies/dispute-contract';
import { db } from '../db/database';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { insertPolicy } from '../testing/policy-fixtures';

useMockApi();

beforeEach(async () => {
  await insertPolicy({ id: 'pol-global-enforcing', name: 'Block Known Malware' });
  await insertPolicy({ id: 'pol-global-pending-disable', name: 'Block Parked Domains', status: 'PENDING_DISABLE' });
  await insertPolicy({ id: 'pol-global-disabled', name: 'Block Newly Seen', status: 'DISABLED' });
  await insertPolicy({ id: 'pol-global-pending-enable', name: 'Block Typosquats', status: 'PENDING_ENABLE' });
  await insertPolicy({ id: 'pol-usda-own', name: 'USDA Block', orgId: 'org-usda', global: false });
});

const request = {
  orgId: 'org-usda',
  policyId: 'pol-global-enforcing',
  domain: 'usda.gov, www.usda.gov\napps.usda.gov',
  details: 'Our public site is blocked since Monday.',
};

/** Nothing was written: no dispute and no e-mail. */
const expectNothingWritten = () => {
  expect(db.policyDisputes.count()).toBe(0);
  expect(db.outbox.count()).toBe(0);
};

const globalPolicyManagers = () =>
  db.users
    .all()
    .filter((u) => u.orgId === 'org-global' && u.status !== 'Suspended' && u.roles.includes('globalPolicyManager'))
    .map((u) => u.email);

describe('policy.dispute', () => {
  it('records the dispute and e-mails the provider’s global policy managers', async () => {
    actAs(PERSONA.tenantAdmin);
    const { id } = await callApi(policyDisputeEndpoint, request);

    const [dispute] = db.policyDisputes.all();
    expect(db.policyDisputes.count()).toBe(1);
    expect(dispute).toMatchObject({
      id,
      orgId: 'org-usda',
      policyId: 'pol-global-enforcing',
      policyName: 'Block Known Malware',
      hosts: ['usda.gov', 'www.usda.gov', 'apps.usda.gov'],
      details: 'Our public site is blocked since Monday.',
      submittedBy: PERSONA.tenantAdmin,
    });

    const managers = globalPolicyManagers();
    expect(managers).toContain(PERSONA.globalAdmin);
    const [mail] = db.outbox.all();
    expect(db.outbox.count()).toBe(1);
    expect(mail).toMatchObject({ kind: 'policy.dispute', orgId: 'org-usda', subjectId: 'pol-global-enforcing' });
    expect([...mail.to].sort()).toEqual([...new Set(managers)].sort());
    expect(mail.to).not.toContain(PERSONA.globalUserManager);
    expect(mail.subject).toContain('Block Known Malware');
    expect(mail.body).toContain('usda.gov, www.usda.gov, apps.usda.gov');
    expect(mail.body).toContain('Our public site is blocked since Monday.');
  });

  it('accepts a global policy whose disable awaits approval, and empty details', async () => {
    actAs(PERSONA.rulesUnsigned);
    await callApi(policyDisputeEndpoint, {
      orgId: 'org-nasa',
      policyId: 'pol-global-pending-disable',
      domain: 'nasa.gov',
    });
    expect(db.policyDisputes.all()).toMatchObject([{ orgId: 'org-nasa', hosts: ['nasa.gov'], details: '' }]);
    expect(db.outbox.count()).toBe(1);
  });

  it.each([
    ['an unknown policy', 'pol-missing'],
    ['a disabled global policy', 'pol-global-disabled'],
    ['a global policy not yet enabled', 'pol-global-pending-enable'],
    ['a non-global organization’s policy', 'pol-usda-own'],
  ])('refuses %s as not found at policyId', async (_what, policyId) => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(callApi(policyDisputeEndpoint, { ...request, policyId }));
    expect(error).toMatchObject({ status: 404, key: ErrorKey.notFound });
    expect(error?.errors[0].field).toBe('policyId');
    expectNothingWritten();
  });

  it.each([
    ['empty', '', ErrorKey.disputeDomainRequired],
    ['only separators', ' ,\n, ', ErrorKey.disputeDomainRequired],
    ['not a domain name', 'not a domain', ErrorKey.disputeDomainFormat],
    ['one bad name in a list', 'usda.gov, https://usda.gov/x', ErrorKey.disputeDomainFormat],
    ['an IP address', '192.0.2.1', ErrorKey.disputeDomainFormat],
  ])('refuses a domain that is %s, keyed at domain', async (_what, domain, key) => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(callApi(policyDisputeEndpoint, { ...request, domain }));
    expect(error).toMatchObject({ status: 400, key });
    expect(error?.errors[0]).toMatchObject({ field: 'domain', message: FALLBACK_MESSAGES[key] });
    expectNothingWritten();
  });

  it.each([
    ['markup', 'See <script>alert(1)</script>'],
    ['more than 256 characters', 'x'.repeat(257)],
    ['a control character', 'bell \u0007'],
  ])('refuses details with %s, keyed at details', async (_what, details) => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(callApi(policyDisputeEndpoint, { ...request, details }));
    expect(error).toMatchObject({ status: 400, key: ErrorKey.disputeDetailsFormat });
    expect(error?.errors[0].field).toBe('details');
    expectNothingWritten();
  });

  it('refuses a global user, even for a customer organization', async () => {
    actAs(PERSONA.globalAdmin);
    for (const orgId of ['org-global', 'org-usda']) {
      const error = await failure(callApi(policyDisputeEndpoint, { ...request, orgId }));
      expect(error).toMatchObject({ status: 403, key: ErrorKey.forbidden });
    }
    expectNothingWritten();
  });

  it('refuses a user without roles and an organization the caller does not belong to', async () => {
    actAs(PERSONA.noRoles);
    expect(await failure(callApi(policyDisputeEndpoint, { ...request, orgId: 'org-epa' }))).toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
    actAs(PERSONA.tenantAdmin);
    expect(await failure(callApi(policyDisputeEndpoint, { ...request, orgId: 'org-doe' }))).toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
    expectNothingWritten();
  });

  it('lets a multi-agency user dispute for another organization they belong to', async () => {
    actAs(PERSONA.multiAgency);
    await callApi(policyDisputeEndpoint, { ...request, orgId: 'org-nasa', domain: 'nasa.gov' });
    expect(db.policyDisputes.all()).toMatchObject([{ orgId: 'org-nasa', submittedBy: PERSONA.multiAgency }]);
  });
});
