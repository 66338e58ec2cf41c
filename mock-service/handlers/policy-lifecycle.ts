import type { HttpHandler } from 'msw';
import { ErrorKey } from '../../src/api/error-keys';
import { policySaveEndpoint } from '../../src/api/policies/contract';
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
  policySaveMspEndpoint,
  policyStatusUpdateEndpoint,
  policySubmitForApprovalEndpoint,
  policySubmitForDisableEndpoint,
  policySubmitForEnableEndpoint,
} from '../../src/api/policies/lifecycle-contract';
import { IN_FORCE, mayDelete, mayDisable, mayEnable } from '../../src/api/policies/lifecycle';
import { deleteRecord, updateRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { forbidden } from '../core/mock-error';
import { HISTORY, appendHistory, policyChanged, stopEnforcing } from './policy-store';
import { type Door, actingIn, assertMayChange, policyOf, refuse } from './policy-writes';
import { type Ctx, by, fullName, wire, withReminders } from './policy-write-context';
import { save } from './policy-save';
import { approve, assertMayDecide, deny, recordDecision, submitForApproval } from './policy-approval';

/*
 * The write side of the two-person policy lifecycle (spec 2 §4.1, §6): save, submit for approval,
 * approve or deny (policy-approval.ts), enable and disable through a second person, delete; saving is in policy-save.ts. The rules are the shared
 * ones (src/api/policies/lifecycle.ts) the console shows; each refusal is keyed and comes before
 * the first write. Only approval, enable and disable change what decides traffic (enforcement
 * intervals); an edit of an enforcing policy leaves the approved version in force until the new
 * one is approved. Every successful write then sends the approval reminders that fell due.
 */

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
