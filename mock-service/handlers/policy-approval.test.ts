// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { policySaveEndpoint } from '../../src/api/policies/contract';
import {
  policyApprovalEndpoint,
  policyDeleteEndpoint,
  policyDeleteMspEndpoint,
  policyDisableEndpoint,
  policySaveMspEndpoint,
  policySubmitForApprovalEndpoint,
  policySubmitForDisableEndpoint,
  policySubmitForEnableEndpoint,
} from '../../src/api/policies/lifecycle-contract';
import { profileAsyncEndpoint } from '../../src/api/policies/impact-contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { ANALYSIS_DONE_MS } from './policy-analysis';
import { REMINDER_AFTER_MS, sendDueReminders } from './policy-reminders';
import {
  USDA,
  decides,
  expectRefused,
  newPolicy,
  openInterval,
  otherManager,
  policyIn,
  saveInput,
  stored,
} from '../testing/policy-lifecycle-fixtures';

useMockApi();

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
