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
  policyDeleteMspEndpoint,
  policyDenialEndpoint,
  policyDisableEndpoint,
  policyEnableEndpoint,
  policySaveMspEndpoint,
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
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { attempt } from '../testing/permission-matrix';
import { PERSONA } from '../testing/personas';
import { worldInputs } from '../world-adapter/world-inputs';
import { evaluate } from '../world/evaluator';
import { ANALYSIS_DONE_MS } from './policy-analysis';
import { REMINDER_AFTER_MS, sendDueReminders } from './policy-reminders';

useMockApi();

const DAY = 24 * 60 * 60 * 1000;
const USDA = 'org-usda';

/** Another active policy manager of the organization than the one named (an approver candidate). */
function otherManager(orgId: string, not: string): string {
  return db.users
    .all()
    .find(
      (user) =>
        user.orgId === orgId &&
        user.status === 'Active' &&
        user.email !== not &&
        user.roles.some((role) => role === 'policyManager' || role === 'globalPolicyManager'),
    )!.email;
}

let serial = 0;
/** A policy of the organization in a given status, with a finished impact analysis (two days old). */
async function policyIn(status: PolicyStatus, fields: Partial<PolicyRecord> = {}): Promise<PolicyRecord> {
  const id = `pol-test-${++serial}`;
  const orgId = fields.orgId ?? USDA;
  const started = new Date(clock.now() - 2 * DAY).toISOString();
  const running = status === 'PROFILING';
  const record: PolicyRecord = {
    id,
    policyId: id,
    orgId,
    name: `Lifecycle ${serial}`,
    description: 'Test policy',
    action: { type: 'BLOCK' },
    expression: [{ selector: 'domain', operator: 'in', values: ['lifecycle.example.com'] }],
    sourceSetList: [],
    namedSourceSet: [],
    global: false,
    proprietary: false,
    status,
    priorStatus: status === 'PENDING_APPROVAL' ? 'UPDATED' : null,
    lastModified: started,
    submittedBy: otherManager(orgId, PERSONA.tenantAdmin),
    updatedBy: 'Test Person',
    disableDnssec: false,
    blockPageEnabled: false,
    precedence: 5,
    readOnly: false,
    redacted: false,
    analysisData: {
      items: [],
      dateAnalyzed: null,
      profilingInterval: '72 Hours',
      queryExecutionStatus: 'QUEUED',
      queryExecutionId: `qe-${id}`,
      invalidExpression: false,
    },
    createdAt: started,
    analysisStartedAt: running ? clock.isoNow() : started,
    statusBeforeAnalysis: running ? 'UPDATED' : null,
    reminderSentAt: null,
    ...fields,
  };
  return db.policies.create(record);
}

const stored = (id: string) => db.policies.all().find((policy) => policy.id === id);
const openInterval = (id: string) => db.policyEnforcements.all().find((e) => e.policyId === id && e.until === null);

/** What the DNS world decides for a query of the name from an Agriculture source set at a time. */
function decides(name: string, at: number) {
  const set = db.sourceSets.all().find((s) => s.orgId === USDA && !s.deleted)!;
  const query = {
    orgId: USDA,
    sourceSetId: set.id,
    name,
    recordType: 'A' as const,
    contentCategoryId: 0,
    securityCategoryId: 0,
    threatId: 0,
  };
  return evaluate(worldInputs(db).policies, query, at).policy?.id ?? null;
}

const saveInput = (policy: PolicyRecord, changes: Record<string, unknown> = {}) => ({
  id: policy.id,
  orgId: policy.orgId,
  name: policy.name,
  description: policy.description,
  action: policy.action,
  expression: policy.expression,
  sourceSetList: policy.sourceSetList,
  proprietary: policy.proprietary,
  blockPageEnabled: policy.blockPageEnabled,
  disableDnssec: policy.disableDnssec,
  ...changes,
});

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

/** The key a call was refused with at its field, and nothing written. */
async function expectRefused(email: string, call: () => Promise<unknown>, key: string, field?: string) {
  const result = await attempt(email, call);
  expect(result.outcome, `${key} expected`).toMatchObject({ key });
  expect(result.changed, 'a refused call writes nothing').toEqual([]);
  if (field) {
    actAs(email);
    expect((await failure(call()))?.find(key)?.field).toBe(field);
  }
}

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

const newPolicy = (changes: Record<string, unknown> = {}) => ({
  orgId: USDA,
  name: 'Block Lookalikes',
  description: 'Look-alike domains of the department',
  action: { type: 'BLOCK' as const },
  expression: [{ selector: 'domain' as const, operator: 'in' as const, values: ['usda-login.example.com'] }],
  ...changes,
});

describe('save', () => {
  it('creates a NEW policy with its precedence, set names and a history entry', async () => {
    actAs(PERSONA.tenantAdmin);
    const set = db.sourceSets.all().find((s) => s.orgId === USDA && !s.deleted)!;
    const saved = await callApi(policySaveEndpoint, newPolicy({ sourceSetList: [set.id, set.id] }));
    expect(saved).toMatchObject({ status: 'NEW', onlyUpdatedFieldsNotRequiringApproval: false });
    expect(saved.policy).toMatchObject({ precedence: 7, sourceSetList: [set.id], namedSourceSet: [set.name] });
    expect(db.policyHistory.all().filter((h) => h.policyId === saved.id)).toHaveLength(1);
    expect(openInterval(saved.id)).toBeUndefined();
  });

  it('refuses bad input at its field and writes nothing', async () => {
    const taken = await policyIn('NEW', { name: 'Existing Name' });
    const readOnly = await policyIn('DISABLED', { readOnly: true });
    const deletedSet = db.sourceSets.all().find((s) => s.orgId === USDA && !s.isDefault)!;
    await db.sourceSets.update(deletedSet, { strict: true, data: (draft) => void (draft.deleted = true) });
    const otherSet = db.sourceSets.all().find((s) => s.orgId === 'org-crwa')!;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, ErrorKey.policyNameFormat, 'name'],
      [{ name: ' Padded' }, ErrorKey.policyNameFormat, 'name'],
      [{ name: 'Semi;colon' }, ErrorKey.policyNameFormat, 'name'],
      [{ name: 'x'.repeat(65) }, ErrorKey.policyNameFormat, 'name'],
      [{ name: taken.name.toUpperCase() }, ErrorKey.policyNameTaken, 'name'],
      [{ description: 'a <b>bold</b> claim' }, ErrorKey.policyDescriptionFormat, 'description'],
      [{ action: { type: 'OVERRIDE' } }, ErrorKey.policyActionInvalid, 'action'],
      [
        { action: { type: 'OVERRIDE', destination: ['a.example.com', 'b.example.com'] } },
        ErrorKey.policyActionInvalid,
        'action',
      ],
      [{ action: { type: 'OVERRIDE', destination: ['not a name'] } }, ErrorKey.policyActionInvalid, 'action'],
      [{ action: { type: 'BLOCK', destination: ['203.0.113.9'] } }, ErrorKey.policyActionInvalid, 'action'],
      [
        { action: { type: 'OVERRIDE', destination: ['203.0.113.10'], isSinkholeOverride: true } },
        ErrorKey.policyActionInvalid,
        'action',
      ],
      [{ expression: [] }, ErrorKey.policyExpressionRequired, 'expression'],
      [{ sourceSetList: [deletedSet.id] }, ErrorKey.notFound, 'sourceSetList'],
      [{ sourceSetList: [otherSet.id] }, ErrorKey.notFound, 'sourceSetList'],
      [{ proprietary: true }, ErrorKey.policyGlobalNeedsGlobal, 'proprietary'],
      [{ id: taken.id, name: 'Renamed', status: 'UPDATED' }, ErrorKey.policyStale, 'status'],
      [{ id: readOnly.id }, ErrorKey.policyReadOnly, 'status'],
    ];
    for (const [changes, key, field] of cases) {
      await expectRefused(PERSONA.tenantAdmin, () => callApi(policySaveEndpoint, newPolicy(changes)), key, field);
    }
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policySaveMspEndpoint, newPolicy()),
      ErrorKey.policyManagedService,
      'orgId',
    );
  });

  it('takes an override to one name or to a list of addresses', async () => {
    actAs(PERSONA.tenantAdmin);
    const toName = await callApi(
      policySaveEndpoint,
      newPolicy({ action: { type: 'OVERRIDE', destination: ['walled.usda.gov'] } }),
    );
    const toIps = await callApi(
      policySaveEndpoint,
      newPolicy({ name: 'To addresses', action: { type: 'OVERRIDE', destination: ['203.0.113.9', '2001:db8::9'] } }),
    );
    expect([toName.status, toIps.status]).toEqual(['NEW', 'NEW']);
  });

  it('keeps the approved version in force while an edit of it awaits approval', async () => {
    const enforcing = await policyIn('ENFORCING');
    actAs(otherManager(USDA, PERSONA.tenantAdmin));
    // Bring it into force the way an approval does.
    const pending = await policyIn('PENDING_APPROVAL', { submittedBy: PERSONA.tenantAdmin });
    await callApi(policyApprovalEndpoint, { orgId: USDA, id: pending.id });
    const before = openInterval(pending.id)!;
    actAs(PERSONA.tenantAdmin);
    const onlyDescription = await callApi(
      policySaveEndpoint,
      saveInput(stored(pending.id)!, { description: 'Clearer words' }),
    );
    expect(onlyDescription).toMatchObject({ status: 'ENFORCING', onlyUpdatedFieldsNotRequiringApproval: true });
    const edited = await callApi(
      policySaveEndpoint,
      saveInput(stored(pending.id)!, {
        expression: [{ selector: 'domain', operator: 'in', values: ['new.example.com'] }],
      }),
    );
    expect(edited).toMatchObject({ status: 'UPDATED', onlyUpdatedFieldsNotRequiringApproval: false });
    expect(edited.policy.analysisData).toBeNull();
    expect(openInterval(pending.id)).toEqual(before);
    expect(openInterval(enforcing.id)).toBeUndefined();
  });
});

describe('approval, the world and the outbox', () => {
  it('runs create → analyse → submit → approve, and only the approval brings the policy into force', async () => {
    clock.useVirtualTime(Date.now());
    const approver = otherManager(USDA, PERSONA.tenantAdmin);
    actAs(PERSONA.tenantAdmin);
    const { id } = await callApi(policySaveEndpoint, newPolicy());
    const submit = () => callApi(policySubmitForApprovalEndpoint, { orgId: USDA, policyId: id, approvers: [approver] });
    await expectRefused(PERSONA.tenantAdmin, submit, ErrorKey.policyAnalysisRequired);

    actAs(PERSONA.tenantAdmin);
    const started = await callApi(profileAsyncEndpoint, { orgId: USDA, id, profilingInterval: '72 Hours' });
    expect(started.queryExecutionStatus).toBe('QUEUED');
    expect(stored(id)).toMatchObject({ status: 'PROFILING', statusBeforeAnalysis: 'NEW' });
    await expectRefused(PERSONA.tenantAdmin, submit, ErrorKey.policyNotSubmittable);
    clock.advance(ANALYSIS_DONE_MS);

    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policySubmitForApprovalEndpoint, { orgId: USDA, policyId: id, approvers: [PERSONA.tenantAdmin] }),
      ErrorKey.policyApproverInvalid,
      'approvers',
    );
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policySubmitForApprovalEndpoint, { orgId: USDA, policyId: id, approvers: [PERSONA.ciAdmin] }),
      ErrorKey.policyApproverInvalid,
      'approvers',
    );
    actAs(PERSONA.tenantAdmin);
    const submitted = await submit();
    expect(submitted).toMatchObject({
      status: 'PENDING_APPROVAL',
      submittedBy: PERSONA.tenantAdmin,
      priorStatus: 'NEW',
    });
    const request = db.outbox.all().find((mail) => mail.subjectId === id)!;
    expect(request).toMatchObject({ kind: 'policy.approvalRequest', to: [approver], orgId: USDA });
    expect(request.subject).toContain('Block Lookalikes');
    expect(openInterval(id), 'not in force before the approval').toBeUndefined();
    expect(decides('usda-login.example.com', clock.now())).not.toBe(id);

    clock.advance(60_000);
    actAs(approver);
    const approved = await callApi(policyApprovalEndpoint, { orgId: USDA, id });
    expect(approved.status).toBe('ENFORCING');
    expect(openInterval(id)).toMatchObject({
      orgId: USDA,
      action: 'block',
      from: clock.isoNow(),
      expression: newPolicy().expression,
    });
    const approvedAt = clock.now();
    expect(decides('usda-login.example.com', approvedAt + 1000), 'decides from the approval on').toBe(id);
    expect(decides('usda-login.example.com', approvedAt - 1000), 'and never the past').not.toBe(id);
    const decision = db.outbox.all().find((mail) => mail.subjectId === id && mail.kind === 'policy.decision')!;
    expect(decision.to).toEqual([PERSONA.tenantAdmin]);
    expect(
      db.policyHistory
        .all()
        .filter((h) => h.policyId === id)
        .map((h) => h.action),
    ).toEqual(['Saved', 'Submitted for approval', 'Approved']);
  });

  it('closes the interval on an approved disable and reopens it on an approved enable', async () => {
    clock.useVirtualTime(Date.now());
    const policy = await policyIn('PENDING_APPROVAL');
    actAs(PERSONA.tenantAdmin);
    await callApi(policyApprovalEndpoint, { orgId: USDA, id: policy.id });
    await callApi(policySubmitForDisableEndpoint, { orgId: USDA, policyId: policy.id });
    expect(openInterval(policy.id), 'still in force while the disable awaits approval').toBeDefined();
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policyDisableEndpoint, { orgId: USDA, policyId: policy.id }),
      ErrorKey.policySelfApproval,
    );
    clock.advance(1000);
    actAs(otherManager(USDA, PERSONA.tenantAdmin));
    await callApi(policyDisableEndpoint, { orgId: USDA, policyId: policy.id });
    expect(openInterval(policy.id)).toBeUndefined();
    expect(db.policyEnforcements.all().filter((e) => e.policyId === policy.id)).toHaveLength(1);
  });

  it('refuses to re-enable an override to a sinkhole and to delete a read-only policy', async () => {
    const sinkhole = await policyIn('DISABLED', {
      orgId: 'org-global',
      global: true,
      action: { type: 'OVERRIDE', destination: ['203.0.113.10'], isSinkholeOverride: true },
    });
    await expectRefused(
      PERSONA.globalAdmin,
      () => callApi(policySubmitForEnableEndpoint, { orgId: 'org-global', policyId: sinkhole.id }),
      ErrorKey.policySinkholeEnable,
    );
    const builtIn = await policyIn('DISABLED', { readOnly: true });
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policyDeleteEndpoint, { orgId: USDA, policyId: builtIn.id, pending: true, active: true }),
      ErrorKey.policyReadOnly,
    );
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policyDeleteMspEndpoint, { orgId: USDA, policyId: builtIn.id, pending: true, active: true }),
      ErrorKey.policyManagedService,
    );
  });

  it('takes a policy whose impact analysis cannot evaluate an expression to approval', async () => {
    const approver = otherManager(USDA, PERSONA.tenantAdmin);
    actAs(PERSONA.tenantAdmin);
    await callApi(policySubmitForApprovalEndpoint, {
      orgId: USDA,
      policyId: 'policy-usda-resolved-ip',
      approvers: [approver],
    });
    expect(stored('policy-usda-resolved-ip')?.status).toBe('PENDING_APPROVAL');
  });

  it('reminds the approvers once, 24 hours after the submission', async () => {
    clock.useVirtualTime(Date.now());
    const approver = otherManager(USDA, PERSONA.tenantAdmin);
    const policy = await policyIn('UPDATED', { submittedBy: null });
    actAs(PERSONA.tenantAdmin);
    await callApi(policySubmitForApprovalEndpoint, { orgId: USDA, policyId: policy.id, approvers: [approver] });
    const reminders = () =>
      db.outbox.all().filter((mail) => mail.kind === 'policy.reminder' && mail.subjectId === policy.id);
    clock.advance(REMINDER_AFTER_MS - 1000);
    await sendDueReminders(db, clock);
    expect(reminders()).toHaveLength(0);
    clock.advance(1000);
    // Any policy write sends what fell due (a new session: the first one expired meanwhile).
    actAs(PERSONA.tenantAdmin);
    await callApi(policySaveEndpoint, newPolicy({ name: 'Unrelated' }));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toMatchObject({ to: [approver], subjectId: policy.id });
    expect(stored(policy.id)?.reminderSentAt).toBe(clock.isoNow());
    clock.advance(REMINDER_AFTER_MS);
    await sendDueReminders(db, clock);
    expect(reminders(), 'sent once').toHaveLength(1);
  });
});

describe('reminders without an approval request on file', () => {
  it('date the submission from the status history and go to every other policy manager', async () => {
    clock.useVirtualTime(Date.now());
    const policy = await policyIn('PENDING_APPROVAL', { submittedBy: PERSONA.tenantAdmin });
    await db.policyHistory.create({
      id: `ph-${policy.id}`,
      policyId: policy.id,
      orgId: USDA,
      status: 'PENDING_APPROVAL',
      action: 'Submitted for approval',
      dateTime: clock.isoNow(),
      updatedByFullName: 'Daniel Okafor',
      updatedByEmail: PERSONA.tenantAdmin,
    });
    clock.advance(REMINDER_AFTER_MS);
    await sendDueReminders(db, clock);
    const reminder = db.outbox.all().find((mail) => mail.kind === 'policy.reminder' && mail.subjectId === policy.id)!;
    expect(reminder.to).toContain(PERSONA.policyApprover);
    expect(reminder.to).not.toContain(PERSONA.tenantAdmin);
  });
});

describe('the seeded personas', () => {
  it('Ruth approves what Daniel submitted in Agriculture; Daniel may not', async () => {
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policyApprovalEndpoint, { orgId: USDA, id: 'policy-usda-social' }),
      ErrorKey.policySelfApproval,
    );
    actAs(PERSONA.policyApprover);
    const approved = await callApi(policyApprovalEndpoint, { orgId: USDA, id: 'policy-usda-social' });
    expect(approved).toMatchObject({ status: 'ENFORCING', updatedBy: 'Ruth Castellanos' });
    expect(openInterval('policy-usda-social')).toBeDefined();
  });

  it('Kevin saves Labor’s policies through the managed-service path only', async () => {
    actAs(PERSONA.mspAdmin);
    const saved = await callApi(policySaveMspEndpoint, newPolicy({ orgId: 'org-dol' }));
    expect(saved.policy).toMatchObject({ orgId: 'org-dol', status: 'NEW', global: false });
    await expectRefused(
      PERSONA.mspAdmin,
      () => callApi(policySaveEndpoint, newPolicy({ orgId: 'org-dol', name: 'Other' })),
      ErrorKey.policyManagedService,
      'orgId',
    );
  });

  it('deleting an edited version of an enforcing policy ends its approved version now and keeps the past', async () => {
    clock.useVirtualTime(Date.now());
    const policy = await policyIn('PENDING_APPROVAL');
    actAs(PERSONA.tenantAdmin);
    await callApi(policyApprovalEndpoint, { orgId: USDA, id: policy.id });
    await callApi(policySaveEndpoint, saveInput(stored(policy.id)!, { name: 'Edited Name' }));
    expect(stored(policy.id)?.status).toBe('UPDATED');
    clock.advance(60_000);
    await callApi(policyDeleteEndpoint, { orgId: USDA, policyId: policy.id, pending: true, active: true });
    expect(stored(policy.id)).toBeUndefined();
    const intervals = db.policyEnforcements.all().filter((e) => e.policyId === policy.id);
    expect(intervals).toEqual([expect.objectContaining({ until: clock.isoNow() })]);
    expect(db.policyHistory.all().filter((h) => h.policyId === policy.id).length).toBeGreaterThan(0);
  });
});
