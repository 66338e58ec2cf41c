import type { Sample } from '../testing/permission-matrix';

const policySample = (orgId: string) => ({
  orgId,
  name: ' refused: padded ',
  action: { type: 'BLOCK' },
  expression: [{ selector: 'domain', operator: 'is', values: ['matrix.example.com'] }],
});

/** Policy calls, and the coverage and test calls over policies. */
export const samples: Record<string, Sample> = {
  'policy.list': ({ orgId }) => ({ orgId }),
  'policy.get': ({ orgId }) => ({ orgId, id: 'policies-none' }),
  'pendingPolicy.list': ({ orgId }) => ({ orgId }),
  'policy.listAll': ({ orgId }) => ({ orgId }),
  'policy.listGlobal': ({ orgId }) => ({ orgId }),
  'policy.listLevel': ({ orgId }) => ({ orgId, level: 'organization' }),
  'policy.download': ({ orgId }) => ({ orgId }),
  'policyStatusHistory.list': ({ orgId }) => ({ orgId, policyId: 'global-known-bad' }),
  'user.listPolicyManagers': ({ orgId }) => ({ orgId, roles: ['policyManager'] }),
  'sinkhole.list': ({ orgId }) => ({ orgId }),
  'policy.fetchSinkhole': ({ orgId }) => ({ orgId, id: 'policies-none', sinkholeIp: '203.0.113.10' }),
  'pendingPolicy.profileStatus': ({ orgId }) => ({ orgId, id: 'global-known-bad' }),
  // An unknown policy: an allowed dispute is a 404 and writes nothing.
  'policy.dispute': ({ orgId }) => ({ orgId, policyId: 'policies-none', domain: 'matrix.example.gov', details: '' }),
  // Policy writes: a policy that does not exist (404) or a name the rule refuses (400), so an allowed call writes nothing.
  'pendingPolicy.save': ({ orgId }) => policySample(orgId),
  'pendingPolicy.save.msp': ({ orgId }) => policySample(orgId),
  'pendingPolicy.submitForApproval': ({ orgId, email }) => ({ orgId, policyId: 'pol-none', approvers: [email] }),
  'pendingPolicy.approval': ({ orgId }) => ({ orgId, id: 'pol-none' }),
  'pendingPolicy.approval.msp': ({ orgId }) => ({ orgId, id: 'pol-none' }),
  'pendingPolicy.denial': ({ orgId }) => ({ orgId, id: 'pol-none' }),
  'pendingPolicy.statusUpdate': ({ orgId }) => ({ orgId, policyId: 'pol-none', status: 'DISABLED' }),
  'policy.submitForEnable': ({ orgId }) => ({ orgId, policyId: 'pol-none' }),
  'policy.submitForDisable': ({ orgId }) => ({ orgId, policyId: 'pol-none' }),
  'policy.enable': ({ orgId }) => ({ orgId, policyId: 'pol-none' }),
  'policy.enable.msp': ({ orgId }) => ({ orgId, policyId: 'pol-none' }),
  'policy.disable': ({ orgId }) => ({ orgId, policyId: 'pol-none' }),
  'policy.disable.msp': ({ orgId }) => ({ orgId, policyId: 'pol-none' }),
  'policy.delete': ({ orgId }) => ({ orgId, policyId: 'pol-none', pending: true, active: false }),
  'policy.delete.msp': ({ orgId }) => ({ orgId, policyId: 'pol-none', pending: true, active: false }),
  'pendingPolicy.profileAsync': ({ orgId }) => ({ orgId, id: 'pol-none', profilingInterval: '72 Hours' }),
  'pendingPolicy.profileCancel': ({ orgId }) => ({ orgId, id: 'pol-none' }),
  'policy.listAffecting': ({ orgId }) => ({ orgId, searchString: 'example.com' }),
  // An invalid indicator: refused at the field before any job is written.
  'policy.startAffectingBulk': () => ({ domainList: ['not a domain'], fileName: 'matrix.csv' }),
  'policy.cancelAffectingBulk': ({ email }) => ({ email }),
  'policy.getAffectingBulkStatus': ({ email }) => ({ email }),
  'policy.getAffectingBulkSummary': ({ email }) => ({ email }),
  'policy.listAffectingBulk': ({ orgId }) => ({ orgId }),
  'policy.downloadAffectingBulk': ({ orgId, email }) => ({ orgId, email }),
  'policyRec.list': ({ orgId }) => ({ orgId }),
  'policy.test': ({ orgId }) => ({ orgId, sourceSetId: 'ss-none', indicator: 'example.com' }),
};
