import { ErrorKey } from '../../src/api/error-keys';
import { mayChange } from '../../src/api/policies/lifecycle';
import { policyPermissions } from '../../src/api/policies/permissions';
import type { PolicyStatus } from '../../src/api/policies/schemas';
import type { Principal } from '../../src/api/roles';
import { type Caller, assertOrgVisible } from '../core/caller';
import type { Clock } from '../core/clock';
import { principalIn } from '../core/membership';
import { MockError, forbidden } from '../core/mock-error';
import type { Database, OrganizationRow, PolicyRow } from '../db/database';
import { NEXT_SINKHOLES, sinkholeHolders } from './policies';
import { SINKHOLE_POOL, findPolicy } from './policy-store';
import { analysisStatusAt, effectiveStatus } from './policy-analysis';

/*
 * What every policy write shares (spec 2 §4.1, §6): who acts where, which policy they act on and
 * whether they may change it. Each refusal is keyed and thrown before anything is written.
 */

export const refuse = (key: string, field: string, message?: string, status = 400, detail?: unknown) =>
  new MockError(key, status, { field, message, detail });

/** Whether the call came through a managed-service (/policy/api/msp/…) path. */
export type Door = 'plain' | 'msp';

export interface Acting {
  caller: Caller;
  org: OrganizationRow;
  principal: Principal;
  email: string;
}

/**
 * The caller as a policy manager of the organization named. The managed-service twins serve only
 * account-linked organizations and the plain paths only the others (policy.managedService on
 * orgId), so each kind of organization has one way in, as the console's build calls it.
 */
export function actingIn(caller: Caller, orgId: string, door: Door | 'any' = 'any'): Acting {
  const org = assertOrgVisible(caller, orgId);
  const principal = principalIn(caller, org);
  if (!principal || !policyPermissions.manage(principal)) throw forbidden('The caller may not change policies here.');
  if (door !== 'any' && (door === 'msp') !== (org.accountId !== null)) {
    throw refuse(
      ErrorKey.policyManagedService,
      'orgId',
      door === 'msp'
        ? 'This organization is not a managed-service organization: use the ordinary policy calls.'
        : 'This is a managed-service organization: use the managed-service policy calls.',
    );
  }
  return { caller, org, principal, email: caller.user.email };
}

/**
 * The policy acted on: the organization's own, or a global one (seen from every organization).
 * Another organization's policy is not found, as if it did not exist.
 */
export const policyOf = (db: Database, acting: Acting, id: string, field: 'id' | 'policyId'): PolicyRow =>
  findPolicy(acting.org.orgId, id, field, db);

/** The lifecycle's mayChange, with each reason answered by its own key. */
export function assertMayChange(policy: PolicyRow, acting: Acting): void {
  if (policy.readOnly) throw refuse(ErrorKey.policyReadOnly, 'status', undefined, 403);
  if (policy.global && !mayChange(policy, acting.principal, acting.org))
    throw refuse(ErrorKey.policyGlobalNeedsGlobal, 'orgId', undefined, 403);
  if (!mayChange(policy, acting.principal, acting.org)) throw forbidden('The caller may not change this policy.');
}

/** The status the console sees now (an analysis that finished shows the status it replaced). */
export const statusNow = (policy: PolicyRow, clock: Clock): PolicyStatus => effectiveStatus(policy, clock.now());

/** The impact analysis of the current content finished (Submit for Approval needs it). */
export const analysisSucceeded = (policy: PolicyRow, clock: Clock): boolean =>
  analysisStatusAt(policy.analysisStartedAt, clock.now()) === 'SUCCESS';

/**
 * The sinkhole addresses an override may take: those sinkhole.list offers (policies.ts), plus the
 * address the policy being saved already holds.
 */
export function sinkholesOffered(db: Database, policyId: string | null): string[] {
  const holders = sinkholeHolders(db);
  const own = holders.filter((p) => p.id === policyId).flatMap((p) => p.action.destination ?? []);
  const used = new Set(holders.flatMap((p) => p.action.destination ?? []));
  return [...own, ...SINKHOLE_POOL.filter((address) => !used.has(address)).slice(0, NEXT_SINKHOLES)];
}
