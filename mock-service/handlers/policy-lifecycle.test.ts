// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { POLICY_STATUSES, type PolicyStatus, policySaveEndpoint } from '../../src/api/policies/contract';
import {
  policyApprovalEndpoint,
  policyApprovalMspEndpoint,
  policyDeleteEndpoint,
  policyDenialEndpoint,
  policyDisableEndpoint,
  policyEnableEndpoint,
  policyStatusUpdateEndpoint,
  policySubmitForApprovalEndpoint,
  policySubmitForDisableEndpoint,
  policySubmitForEnableEndpoint,
} from '../../src/api/policies/lifecycle-contract';
import { profileAsyncEndpoint, profileCancelEndpoint } from '../../src/api/policies/impact-contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { findOrg } from '../db/lookups';
import type { PolicyRecord } from '../db/schemas';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { attempt } from '../testing/permission-matrix';
import { PERSONA } from '../testing/personas';
import {
  USDA,
  expectRefused,
  openInterval,
  otherManager,
  policyIn,
  saveInput,
  stored,
} from '../testing/policy-lifecycle-fixtures';

useMockApi();

type Act = (policy: PolicyRecord) => Promise<unknown>;

/** Every lifecycle action, as Daniel (a USDA policy manager who did not submit the fixtures). */
const ACTIONS: Record<string, Act> = {
  save: (p) =>
    callApi(
      policySaveEndpoint,
      saveInput(p, { expression: [{ selector: 'domain', operator: 'in', values: ['changed.example.com'] }] }),
    ),
  submitForApproval: (p) =>
    callApi(policySubmitForApprovalEndpoint, {
      orgId: p.orgId,
      policyId: p.id,
      approvers: [otherManager(p.orgId, PERSONA.tenantAdmin)],
    }),
  approval: (p) => callApi(policyApprovalEndpoint, { orgId: p.orgId, id: p.id }),
  denial: (p) => callApi(policyDenialEndpoint, { orgId: p.orgId, id: p.id }),
  submitForEnable: (p) => callApi(policySubmitForEnableEndpoint, { orgId: p.orgId, policyId: p.id }),
  submitForDisable: (p) => callApi(policySubmitForDisableEndpoint, { orgId: p.orgId, policyId: p.id }),
  enable: (p) => callApi(policyEnableEndpoint, { orgId: p.orgId, policyId: p.id }),
  disable: (p) => callApi(policyDisableEndpoint, { orgId: p.orgId, policyId: p.id }),
  cancelEnable: (p) => callApi(policyStatusUpdateEndpoint, { orgId: p.orgId, policyId: p.id, status: 'DISABLED' }),
  cancelDisable: (p) => callApi(policyStatusUpdateEndpoint, { orgId: p.orgId, policyId: p.id, status: 'ENFORCING' }),
  delete: (p) => callApi(policyDeleteEndpoint, { orgId: p.orgId, policyId: p.id, pending: true, active: true }),
  profileAsync: (p) => callApi(profileAsyncEndpoint, { orgId: p.orgId, id: p.id, profilingInterval: '1 Week' }),
  profileCancel: (p) => callApi(profileCancelEndpoint, { orgId: p.orgId, id: p.id }),
};

const ANALYSABLE = ['NEW', 'PROFILING', 'UPDATED', 'PENDING_REVIEW'];
/** Spec 2 §4.1 and §4.2: where each action moves a policy from each status, or the key it is refused with. */
function expected(action: string, from: PolicyStatus): string {
  switch (action) {
    case 'save':
      if (from === 'PROFILING') return ErrorKey.policyNotEditable;
      if (from === 'NEW') return 'NEW';
      return 'UPDATED';
    case 'submitForApproval':
      return ['NEW', 'UPDATED', 'PENDING_REVIEW'].includes(from) ? 'PENDING_APPROVAL' : ErrorKey.policyNotSubmittable;
    case 'approval':
      return from === 'PENDING_APPROVAL' ? 'ENFORCING' : ErrorKey.policyNotPending;
    case 'denial':
      return from === 'PENDING_APPROVAL' ? 'UPDATED' : ErrorKey.policyNotPending;
    case 'submitForEnable':
      return from === 'DISABLED' ? 'PENDING_ENABLE' : ErrorKey.policyNotDisabled;
    case 'submitForDisable':
      return from === 'ENFORCING' ? 'PENDING_DISABLE' : ErrorKey.policyNotEnforcing;
    case 'enable':
      return from === 'PENDING_ENABLE' ? 'ENFORCING' : ErrorKey.policyNotPending;
    case 'disable':
      return from === 'PENDING_DISABLE' ? 'DISABLED' : ErrorKey.policyNotPending;
    case 'cancelEnable':
      return from === 'PENDING_ENABLE' ? 'DISABLED' : ErrorKey.policyNotPending;
    case 'cancelDisable':
      return from === 'PENDING_DISABLE' ? 'ENFORCING' : ErrorKey.policyNotPending;
    case 'delete':
      return ['ENFORCING', 'PENDING_ENABLE', 'PENDING_DISABLE'].includes(from) ? ErrorKey.policyInForce : 'deleted';
    case 'profileAsync':
      return ANALYSABLE.includes(from) ? 'PROFILING' : ErrorKey.policyNotAnalysable;
    case 'profileCancel':
      if (!ANALYSABLE.includes(from)) return ErrorKey.policyNotAnalysable;
      return from === 'PROFILING' ? 'UPDATED' : from;
  }
  throw new Error(action);
}

describe('the lifecycle as a state machine', () => {
  for (const from of POLICY_STATUSES) {
    for (const action of Object.keys(ACTIONS)) {
      const outcome = expected(action, from);
      it(`${action} from ${from}: ${outcome}`, async () => {
        clock.useVirtualTime(Date.now());
        const policy = await policyIn(from);
        const result = await attempt(PERSONA.tenantAdmin, () => ACTIONS[action](policy));
        if (outcome === 'deleted') {
          expect(result.outcome).toBe('allowed');
          expect(stored(policy.id)).toBeUndefined();
        } else if (POLICY_STATUSES.includes(outcome as PolicyStatus)) {
          expect(result.outcome).toBe('allowed');
          expect(stored(policy.id)?.status).toBe(outcome);
        } else {
          expect(result.outcome).toMatchObject({ key: outcome });
          expect(result.changed, 'a refused call writes nothing').toEqual([]);
        }
      });
    }
  }
});

describe('who decides (spec 2 §6)', () => {
  it('refuses the submitter and lets another policy manager approve', async () => {
    const own = await policyIn('PENDING_APPROVAL', { submittedBy: PERSONA.tenantAdmin });
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policyApprovalEndpoint, { orgId: USDA, id: own.id }),
      ErrorKey.policySelfApproval,
    );
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policyDenialEndpoint, { orgId: USDA, id: own.id }),
      ErrorKey.policySelfApproval,
    );
    actAs(otherManager(USDA, PERSONA.tenantAdmin));
    expect((await callApi(policyApprovalEndpoint, { orgId: USDA, id: own.id })).status).toBe('ENFORCING');
  });

  it('lets the submitter decide in a managed-service organization that bypasses peer approval, through its own path', async () => {
    const own = await policyIn('PENDING_APPROVAL', { orgId: 'org-dol', submittedBy: PERSONA.mspAdmin });
    await expectRefused(
      PERSONA.mspAdmin,
      () => callApi(policyApprovalEndpoint, { orgId: 'org-dol', id: own.id }),
      ErrorKey.policyManagedService,
      'orgId',
    );
    actAs(PERSONA.mspAdmin);
    expect((await callApi(policyApprovalMspEndpoint, { orgId: 'org-dol', id: own.id })).status).toBe('ENFORCING');
  });

  it('refuses the submitter of a managed-service organization without the bypass', async () => {
    const dol = findOrg('org-dol')!;
    await db.organizations.update(dol, {
      strict: true,
      data: (draft) => void (draft.bypassPolicyPeerApproval = false),
    });
    const own = await policyIn('PENDING_APPROVAL', { orgId: 'org-dol', submittedBy: PERSONA.mspAdmin });
    await expectRefused(
      PERSONA.mspAdmin,
      () => callApi(policyApprovalMspEndpoint, { orgId: 'org-dol', id: own.id }),
      ErrorKey.policySelfApproval,
    );
  });

  it('decides a global policy only with the Global organization selected', async () => {
    const global = await policyIn('PENDING_APPROVAL', {
      orgId: 'org-global',
      global: true,
      submittedBy: otherManager('org-global', PERSONA.globalAdmin),
    });
    await expectRefused(
      PERSONA.globalAdmin,
      () => callApi(policyApprovalEndpoint, { orgId: USDA, id: global.id }),
      ErrorKey.policyGlobalNeedsGlobal,
    );
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policyDenialEndpoint, { orgId: USDA, id: global.id }),
      ErrorKey.policyGlobalNeedsGlobal,
    );
    actAs(PERSONA.globalAdmin);
    expect((await callApi(policyApprovalEndpoint, { orgId: 'org-global', id: global.id })).status).toBe('ENFORCING');
    expect(openInterval(global.id)?.orgId).toBeNull();
  });

  it('never lets anyone act on another organization’s policy', async () => {
    const other = await policyIn('PENDING_APPROVAL', { orgId: 'org-crwa', submittedBy: PERSONA.ciAdmin });
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policyApprovalEndpoint, { orgId: USDA, id: other.id }),
      ErrorKey.notFound,
    );
  });
});
