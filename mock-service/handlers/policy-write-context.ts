import type { Endpoint } from '../../src/api/contract';
import type { Caller } from '../core/caller';
import type { HandlerContext } from '../core/define-handler';
import type { PolicyRow } from '../db/database';
import { actorOf, toWire } from './policy-store';
import { sendDueReminders } from './policy-reminders';
import type { Acting } from './policy-writes';

// What every policy lifecycle write shares: its context, who acts, the reply's policy, the reminders after it.

export type Ctx<E extends Endpoint> = HandlerContext<E, Caller>;

export const POLICY_MANAGER_ROLES: readonly string[] = ['policyManager', 'globalPolicyManager'];

export const fullName = (acting: Acting) => `${acting.caller.user.firstName} ${acting.caller.user.lastName}`;
export const by = (acting: Acting) => actorOf(acting.caller.user);

/** Runs a write, then the reminders that fell due: a refused write changes nothing, reminders included. */
export function withReminders<E extends Endpoint>(resolver: (ctx: Ctx<E>) => Promise<unknown>) {
  return async (ctx: Ctx<E>) => {
    const reply = await resolver(ctx);
    await sendDueReminders(ctx.db, ctx.clock);
    return reply as never;
  };
}

export const wire = (ctx: Ctx<Endpoint>, policy: PolicyRow) =>
  toWire(policy, (ctx.input as { orgId: string }).orgId, ctx.clock.now(), ctx.db);
