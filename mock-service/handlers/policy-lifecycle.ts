import type { HttpHandler } from 'msw';
import type { Endpoint } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  policyApprovalEndpoint,
  policyApprovalMspEndpoint,
  policyDeleteEndpoint,
  policyDeleteMspEndpoint,
  policyDenialEndpoint,
  policyDisableEndpoint,
  policyDisableMspEndpoint,
  policyEnableEndpoint,
  policyEnableMspEndpoint,
  policySaveEndpoint,
  policySaveMspEndpoint,
  policyStatusUpdateEndpoint,
  policySubmitForApprovalEndpoint,
  policySubmitForDisableEndpoint,
  policySubmitForEnableEndpoint,
} from '../../src/api/policies/contract';
import { expressionProblems } from '../../src/api/policies/expression-rules';
import { IN_FORCE, maySubmit, mayDecide, mayDelete, mayDisable, mayEnable } from '../../src/api/policies/lifecycle';
import {
  actionProblem,
  policyDescriptionProblem,
  policyNameProblem,
  sameName,
} from '../../src/api/policies/policy-rules';
import type { PolicyStatus } from '../../src/api/policies/schemas';
import { config } from '../../src/config/env';
import type { Caller } from '../core/caller';
import { deleteRecord, updateRecord } from '../core/crud';
import { type HandlerContext, defineHandler } from '../core/define-handler';
import { MockError, forbidden, notFound } from '../core/mock-error';
import { sendMail } from '../core/outbox';
import type { PolicyRow } from '../db/database';
import type { PolicyRecord } from '../db/schemas';
import {
  HISTORY,
  actorOf,
  appendHistory,
  enforce,
  policyChanged,
  precedenceOf,
  stopEnforcing,
  toWire,
} from './policy-store';
import { sendDueReminders } from './policy-reminders';
import {
  type Acting,
  type Door,
  actingIn,
  analysisSucceeded,
  assertMayChange,
  policyOf,
  refuse,
  sinkholesOffered,
  statusNow,
} from './policy-writes';

/*
 * The write side of the two-person policy lifecycle (spec 2 §4.1, §6): save, submit for approval,
 * approve or deny, enable and disable through a second person, delete. The rules are the shared
 * ones (src/api/policies/lifecycle.ts) the console shows; each refusal is keyed and comes before
 * the first write. Only approval, enable and disable change what decides traffic (enforcement
 * intervals); an edit of an enforcing policy leaves the approved version in force until the new
 * one is approved. Every successful write then sends the approval reminders that fell due.
 */

type Ctx<E extends Endpoint> = HandlerContext<E, Caller>;

const POLICY_MANAGER_ROLES: readonly string[] = ['policyManager', 'globalPolicyManager'];

const fullName = (acting: Acting) => `${acting.caller.user.firstName} ${acting.caller.user.lastName}`;
const by = (acting: Acting) => actorOf(acting.caller.user);

/** Runs a write, then the reminders that fell due: a refused write changes nothing, reminders included. */
function withReminders<E extends Endpoint>(resolver: (ctx: Ctx<E>) => Promise<unknown>) {
  return async (ctx: Ctx<E>) => {
    const reply = await resolver(ctx);
    await sendDueReminders(ctx.db, ctx.clock);
    return reply as never;
  };
}

/* ---------- save ---------- */

const APPROVAL_FIELDS = [
  'name',
  'action',
  'expression',
  'sourceSetList',
  'proprietary',
  'blockPageEnabled',
  'disableDnssec',
] as const;
/** These, changed, need a fresh impact analysis. */
const ANALYSED_FIELDS = ['action', 'expression', 'sourceSetList'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function checkSave(ctx: Ctx<typeof policySaveEndpoint>, acting: Acting, existing: PolicyRow | null) {
  const { input, db, clock } = ctx;
  const orgIsGlobal = acting.org.orgType === 'Global';
  if (existing) {
    assertMayChange(existing, acting);
    const status = statusNow(existing, clock);
    if (input.status !== undefined && input.status !== status)
      throw refuse(ErrorKey.policyStale, 'status', undefined, 409, { status });
    if (status === 'PROFILING')
      throw refuse(ErrorKey.policyNotEditable, 'status', 'No changes can be made while an impact analysis runs.', 409);
  }
  const nameProblem = policyNameProblem(input.name);
  if (nameProblem) throw refuse(ErrorKey.policyNameFormat, 'name', nameProblem);
  const descriptionProblem = policyDescriptionProblem(input.description);
  if (descriptionProblem) throw refuse(ErrorKey.policyDescriptionFormat, 'description', descriptionProblem);
  if (input.proprietary && !orgIsGlobal)
    throw refuse(ErrorKey.policyGlobalNeedsGlobal, 'proprietary', 'Only global policies can be proprietary.', 403);
  const owner = existing?.orgId ?? acting.org.orgId;
  const taken = db.policies
    .all()
    .find((other) => other.orgId === owner && other.id !== existing?.id && sameName(other.name, input.name));
  if (taken) throw refuse(ErrorKey.policyNameTaken, 'name', undefined, 409, { id: taken.id, name: taken.name });
  const action = actionProblem(input.action);
  if (action) throw refuse(ErrorKey.policyActionInvalid, 'action', action);
  if (input.action.type === 'OVERRIDE' && input.action.isSinkholeOverride) {
    const offered = orgIsGlobal && config.orgType !== 'CI' ? sinkholesOffered(db, existing?.id ?? null) : [];
    if (!offered.includes(input.action.destination![0]))
      throw refuse(ErrorKey.policyActionInvalid, 'action', 'Invalid Action', 400, { sinkhole: 'notOffered' });
  }
  if (input.expression.length === 0) throw refuse(ErrorKey.policyExpressionRequired, 'expression');
  const problems = await expressionProblems(input.expression, { action: input.action.type, orgIsGlobal });
  if (problems.length > 0) {
    // One error per problem, each at 'expression' with the predicate's index (-1: the list as a whole).
    const [first, ...rest] = problems.map((problem) => ({
      key: ErrorKey.policyExpressionInvalid,
      field: 'expression',
      message: problem.message,
      detail: { index: problem.index },
    }));
    throw new MockError(first.key, 400, { ...first, also: rest });
  }
  return sourceSetsOf(ctx, acting, orgIsGlobal);
}

/** The sets named, in order, once each: live sets of the organization; a global policy has none. */
function sourceSetsOf({ input, db }: Ctx<typeof policySaveEndpoint>, acting: Acting, orgIsGlobal: boolean) {
  const ids = [...new Set(input.sourceSetList)];
  if (orgIsGlobal && ids.length > 0)
    throw refuse(ErrorKey.policySourceSetRequired, 'sourceSetList', 'A global policy applies to every source set.');
  return ids.map((id) => {
    const set = db.sourceSets.all().find((s) => s.id === id && s.orgId === acting.org.orgId && !s.deleted);
    if (!set) throw notFound('The source set', 'sourceSetList');
    return set;
  });
}

async function save(ctx: Ctx<typeof policySaveEndpoint>, door: Door) {
  const { input, db, clock } = ctx;
  const acting = actingIn(ctx.caller, input.orgId, door);
  const existing = input.id === undefined ? null : policyOf(db, acting, input.id, 'id');
  const sets = await checkSave(ctx, acting, existing);
  const now = clock.isoNow();
  const orgIsGlobal = acting.org.orgType === 'Global';
  const fields = {
    name: input.name,
    description: input.description,
    action: input.action,
    expression: input.expression,
    sourceSetList: sets.map((set) => set.id),
    namedSourceSet: sets.map((set) => set.name),
    proprietary: orgIsGlobal && input.proprietary,
    blockPageEnabled: input.blockPageEnabled,
    disableDnssec: input.disableDnssec,
  };
  const precedence = precedenceOf({ global: orgIsGlobal, proprietary: fields.proprietary, action: input.action.type });

  if (!existing) {
    const id = `pol-${crypto.randomUUID()}`;
    const created = await db.policies.create({
      ...fields,
      id,
      policyId: id,
      orgId: acting.org.orgId,
      global: orgIsGlobal,
      status: 'NEW',
      priorStatus: null,
      lastModified: now,
      submittedBy: null,
      updatedBy: fullName(acting),
      precedence,
      readOnly: false,
      redacted: false,
      analysisData: null,
      createdAt: now,
      analysisStartedAt: null,
      statusBeforeAnalysis: null,
      reminderSentAt: null,
    } satisfies PolicyRecord);
    await appendHistory(db, clock, created, HISTORY.saved, by(acting));
    return { id, status: created.status, onlyUpdatedFieldsNotRequiringApproval: false, policy: wire(ctx, created) };
  }

  const status = statusNow(existing, clock);
  const needsApproval = APPROVAL_FIELDS.some((field) => !same(existing[field], fields[field]));
  const reanalyse = ANALYSED_FIELDS.some((field) => !same(existing[field], fields[field]));
  const next: PolicyStatus = !needsApproval
    ? status
    : status === 'PENDING_APPROVAL'
      ? existing.priorStatus === 'NEW'
        ? 'NEW'
        : 'UPDATED'
      : status === 'NEW'
        ? 'NEW'
        : 'UPDATED';
  const updated = await updateRecord(db.policies, existing, (draft) => {
    Object.assign(draft, fields);
    draft.precedence = precedence;
    draft.lastModified = now;
    draft.updatedBy = fullName(acting);
    if (needsApproval) {
      draft.status = next;
      // Kept when a version pending approval goes back, so a later denial still knows where it came from.
      if (status !== 'PENDING_APPROVAL') draft.priorStatus = status;
      draft.submittedBy = null;
      draft.reminderSentAt = null;
      draft.statusBeforeAnalysis = null;
    }
    if (reanalyse) {
      draft.analysisData = null;
      draft.analysisStartedAt = null;
      draft.statusBeforeAnalysis = null;
    }
  });
  await appendHistory(db, clock, updated, HISTORY.saved, by(acting));
  return {
    id: updated.id,
    status: statusNow(updated, clock),
    onlyUpdatedFieldsNotRequiringApproval: !needsApproval,
    policy: wire(ctx, updated),
  };
}

const wire = (ctx: Ctx<Endpoint>, policy: PolicyRow) =>
  toWire(policy, (ctx.input as { orgId: string }).orgId, ctx.clock.now(), ctx.db);

/* ---------- submit, approve, deny ---------- */

/**
 * The approver candidates: the organization's active users holding a policy-manager role, other
 * than the caller, by e-mail in lower case (user.listPolicyManagers lists the same people).
 */
function approverCandidates(ctx: Ctx<Endpoint>, acting: Acting): Map<string, string> {
  const candidates = new Map<string, string>();
  for (const user of ctx.db.users.all()) {
    if (user.orgId !== acting.org.orgId || user.status !== 'Active') continue;
    if (user.email.toLowerCase() === acting.email.toLowerCase()) continue;
    if (user.roles.some((role) => POLICY_MANAGER_ROLES.includes(role)))
      candidates.set(user.email.toLowerCase(), user.email);
  }
  return candidates;
}

const submitForApproval = withReminders<typeof policySubmitForApprovalEndpoint>(async (ctx) => {
  const { input, db, clock } = ctx;
  const acting = actingIn(ctx.caller, input.orgId);
  const policy = policyOf(db, acting, input.policyId, 'policyId');
  assertMayChange(policy, acting);
  const status = statusNow(policy, clock);
  if (!maySubmit({ ...policy, status }))
    throw refuse(
      ErrorKey.policyNotSubmittable,
      'status',
      status === 'PROFILING' ? 'The impact analysis has not finished.' : undefined,
      409,
    );
  if (!analysisSucceeded(policy, clock)) throw refuse(ErrorKey.policyAnalysisRequired, 'policyId', undefined, 409);
  const candidates = approverCandidates(ctx, acting);
  const approvers = [...new Set(input.approvers.map((email) => email.toLowerCase()))].map((email) => {
    const known = candidates.get(email);
    if (!known) throw refuse(ErrorKey.policyApproverInvalid, 'approvers', undefined, 400, { email });
    return known;
  });
  const updated = await updateRecord(db.policies, policy, (draft) => {
    draft.priorStatus = status;
    draft.status = 'PENDING_APPROVAL';
    draft.statusBeforeAnalysis = null;
    draft.submittedBy = acting.email;
    draft.reminderSentAt = null;
    draft.lastModified = clock.isoNow();
    draft.updatedBy = fullName(acting);
  });
  await appendHistory(db, clock, updated, HISTORY.submitted, by(acting));
  await sendMail(db, clock, {
    kind: 'policy.approvalRequest',
    to: approvers,
    subject: `Policy awaiting your approval: ${updated.name}`,
    body: `${fullName(acting)} (${acting.email}) submitted the policy "${updated.name}" of ${acting.org.displayName} for approval. Open the Policy Editor to approve or deny it.`,
    orgId: updated.orgId,
    subjectId: updated.id,
  });
  return wire(ctx, updated);
});

/** The pending decision as the shared rule decides it, each reason keyed. */
function assertMayDecide(policy: PolicyRow, acting: Acting, expected: PolicyStatus) {
  if (policy.global && acting.org.orgType !== 'Global')
    throw refuse(ErrorKey.policyGlobalNeedsGlobal, 'orgId', undefined, 403);
  if (policy.status !== expected) throw refuse(ErrorKey.policyNotPending, 'status', undefined, 409);
  if (!mayDecide(policy, acting.principal, acting.email, acting.org))
    throw refuse(ErrorKey.policySelfApproval, 'id', undefined, 403);
}

async function decisionMail(ctx: Ctx<Endpoint>, policy: PolicyRow, acting: Acting, verdict: string) {
  if (!policy.submittedBy) return;
  await sendMail(ctx.db, ctx.clock, {
    kind: 'policy.decision',
    to: [policy.submittedBy],
    subject: `Policy ${verdict}: ${policy.name}`,
    body: `${fullName(acting)} ${verdict} the policy "${policy.name}" of ${acting.org.displayName}.`,
    orgId: policy.orgId,
    subjectId: policy.id,
  });
}

/**
 * A second person's decision, recorded the one way: the status moves (priorStatus keeps where it
 * came from), the enforcement interval opens or closes, the history and the submitter's e-mail.
 */
async function recordDecision(
  ctx: Ctx<Endpoint>,
  policy: PolicyRow,
  acting: Acting,
  change: { from: PolicyStatus; to: PolicyStatus; history: string; verdict: string; enforcement?: 'start' | 'stop' },
) {
  const { db, clock } = ctx;
  const updated = await updateRecord(db.policies, policy, (draft) => {
    draft.priorStatus = change.from;
    draft.status = change.to;
    draft.lastModified = clock.isoNow();
    draft.updatedBy = fullName(acting);
  });
  if (change.enforcement === 'start') await enforce(db, clock, updated);
  if (change.enforcement === 'stop') await stopEnforcing(db, clock, updated.id);
  await appendHistory(db, clock, updated, change.history, by(acting));
  await decisionMail(ctx, updated, acting, change.verdict);
  return wire(ctx, updated);
}

async function approve(ctx: Ctx<typeof policyApprovalEndpoint>, door: Door) {
  const { input, db } = ctx;
  const acting = actingIn(ctx.caller, input.orgId, door);
  const policy = policyOf(db, acting, input.id, 'id');
  assertMayDecide(policy, acting, 'PENDING_APPROVAL');
  return recordDecision(ctx, policy, acting, {
    from: 'PENDING_APPROVAL',
    to: 'ENFORCING',
    history: HISTORY.approved,
    verdict: 'approved',
    enforcement: 'start',
  });
}

const deny = withReminders<typeof policyDenialEndpoint>(async (ctx) => {
  const { input, db } = ctx;
  const acting = actingIn(ctx.caller, input.orgId);
  const policy = policyOf(db, acting, input.id, 'id');
  assertMayDecide(policy, acting, 'PENDING_APPROVAL');
  const back: PolicyStatus = policy.priorStatus === 'NEW' ? 'NEW' : 'UPDATED';
  return recordDecision(ctx, policy, acting, {
    from: 'PENDING_APPROVAL',
    to: back,
    history: HISTORY.denied,
    verdict: 'denied',
  });
});

/* ---------- enable and disable through a second person ---------- */

const submitToggle = (to: 'PENDING_ENABLE' | 'PENDING_DISABLE') =>
  withReminders<typeof policySubmitForEnableEndpoint>(async (ctx) => {
    const { input, db, clock } = ctx;
    const acting = actingIn(ctx.caller, input.orgId);
    const policy = policyOf(db, acting, input.policyId, 'policyId');
    assertMayChange(policy, acting);
    if (to === 'PENDING_ENABLE') {
      if (policy.status !== 'DISABLED') throw refuse(ErrorKey.policyNotDisabled, 'status', undefined, 409);
      if (!mayEnable(policy)) throw refuse(ErrorKey.policySinkholeEnable, 'policyId', undefined, 409);
    } else if (!mayDisable(policy)) throw refuse(ErrorKey.policyNotEnforcing, 'status', undefined, 409);
    const updated = await updateRecord(db.policies, policy, (draft) => {
      draft.priorStatus = draft.status;
      draft.status = to;
      draft.submittedBy = acting.email;
      draft.lastModified = clock.isoNow();
      draft.updatedBy = fullName(acting);
    });
    await appendHistory(
      db,
      clock,
      updated,
      to === 'PENDING_ENABLE' ? HISTORY.enableRequested : HISTORY.disableRequested,
      by(acting),
    );
    return wire(ctx, updated);
  });

const decideToggle = (from: 'PENDING_ENABLE' | 'PENDING_DISABLE', door: Door) =>
  withReminders<typeof policyEnableEndpoint>(async (ctx) => {
    const { input, db } = ctx;
    const acting = actingIn(ctx.caller, input.orgId, door);
    const policy = policyOf(db, acting, input.policyId, 'policyId');
    if (policy.readOnly) throw refuse(ErrorKey.policyReadOnly, 'status', undefined, 403);
    assertMayDecide(policy, acting, from);
    const enabling = from === 'PENDING_ENABLE';
    return recordDecision(ctx, policy, acting, {
      from,
      to: enabling ? 'ENFORCING' : 'DISABLED',
      history: enabling ? HISTORY.enabled : HISTORY.disabled,
      verdict: enabling ? 'enabled' : 'disabled',
      enforcement: enabling ? 'start' : 'stop',
    });
  });

/** Deny a pending enable (back to DISABLED) or a pending disable (back to ENFORCING): status names where it returns. */
const statusUpdate = withReminders<typeof policyStatusUpdateEndpoint>(async (ctx) => {
  const { input, db } = ctx;
  const acting = actingIn(ctx.caller, input.orgId);
  const policy = policyOf(db, acting, input.policyId, 'policyId');
  const from = input.status === 'DISABLED' ? 'PENDING_ENABLE' : 'PENDING_DISABLE';
  assertMayDecide(policy, acting, from);
  const keptDisabled = input.status === 'DISABLED';
  return recordDecision(ctx, policy, acting, {
    from,
    to: input.status,
    history: keptDisabled ? HISTORY.enableDenied : HISTORY.disableDenied,
    verdict: keptDisabled ? 'kept disabled' : 'kept enforcing',
  });
});

/* ---------- delete ---------- */

async function remove(ctx: Ctx<typeof policyDeleteEndpoint>, door: Door) {
  const { input, db, clock } = ctx;
  const acting = actingIn(ctx.caller, input.orgId, door);
  const policy = policyOf(db, acting, input.policyId, 'policyId');
  assertMayChange(policy, acting);
  if (IN_FORCE.includes(policy.status)) throw refuse(ErrorKey.policyInForce, 'status', undefined, 409);
  if (!mayDelete(policy)) throw forbidden('This policy cannot be deleted.');
  if (!input.pending && !input.active)
    throw refuse(ErrorKey.invalidRequest, 'pending', 'Say which versions go: pending, active or both.');
  // An edited version of an approved policy still has its approved version in force: it stops now.
  await stopEnforcing(db, clock, policy.id);
  deleteRecord(db.policies, policy);
  await policyChanged(db, clock, policy, 'Deleted', by(acting));
  return { id: policy.id };
}

export const policyLifecycleHandlers: HttpHandler[] = [
  defineHandler(
    policySaveEndpoint,
    withReminders((ctx) => save(ctx, 'plain')),
  ),
  defineHandler(
    policySaveMspEndpoint,
    withReminders((ctx) => save(ctx, 'msp')),
  ),
  defineHandler(policySubmitForApprovalEndpoint, submitForApproval),
  defineHandler(
    policyApprovalEndpoint,
    withReminders((ctx) => approve(ctx, 'plain')),
  ),
  defineHandler(
    policyApprovalMspEndpoint,
    withReminders((ctx) => approve(ctx, 'msp')),
  ),
  defineHandler(policyDenialEndpoint, deny),
  defineHandler(policySubmitForEnableEndpoint, submitToggle('PENDING_ENABLE')),
  defineHandler(policySubmitForDisableEndpoint, submitToggle('PENDING_DISABLE')),
  defineHandler(policyEnableEndpoint, decideToggle('PENDING_ENABLE', 'plain')),
  defineHandler(policyEnableMspEndpoint, decideToggle('PENDING_ENABLE', 'msp')),
  defineHandler(policyDisableEndpoint, decideToggle('PENDING_DISABLE', 'plain')),
  defineHandler(policyDisableMspEndpoint, decideToggle('PENDING_DISABLE', 'msp')),
  defineHandler(policyStatusUpdateEndpoint, statusUpdate),
  defineHandler(
    policyDeleteEndpoint,
    withReminders((ctx) => remove(ctx, 'plain')),
  ),
  defineHandler(
    policyDeleteMspEndpoint,
    withReminders((ctx) => remove(ctx, 'msp')),
  ),
];
