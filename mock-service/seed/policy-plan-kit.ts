import type { ActionType, PolicyAction, PolicyPredicate, PolicyStatus } from '../../src/api/policies/contract';
import { HISTORY } from '../handlers/policy-store';
import { contentId, securityId } from '../world/categories';

/*
 * The vocabulary the seeded policies' plans are written in: who acts, the predicates, and a
 * policy's story as steps.
 */

export interface Person {
  fullName: string;
  email: string;
}

/** The people who act on the seeded policies: personas where an organization has one. */
export const P = {
  olivia: { fullName: 'Olivia Bennett', email: 'olivia.bennett@cisa.dhs.gov' },
  daniel: { fullName: 'Daniel Okafor', email: 'daniel.okafor@usda.gov' },
  ruth: { fullName: 'Ruth Castellanos', email: 'ruth.castellanos@usda.gov' },
  james: { fullName: 'James Whitfield', email: 'james.whitfield@gsa.gov' },
  grace: { fullName: 'Grace Liu', email: 'grace.liu@nasa.gov' },
  teresa: { fullName: 'Teresa Alvarez', email: 'teresa.alvarez@crwa.org' },
  kevin: { fullName: 'Kevin Park', email: 'kevin.park@dol.gov' },
  system: { fullName: 'System', email: '' },
} satisfies Record<string, Person>;

export const content = (...names: string[]): PolicyPredicate => ({
  selector: 'contentCategory',
  operator: 'in',
  values: names.map(contentId),
});
export const risk = (...names: string[]): PolicyPredicate => ({
  selector: 'securityRiskCategory',
  operator: 'in',
  values: names.map(securityId),
});
/** Threat ids of world/categories.ts THREATS (201 Emotet … 210 XMRig). */
export const threats = (...ids: number[]): PolicyPredicate => ({
  selector: 'securityThreatCategory',
  operator: 'in',
  values: ids,
});
export const domains = (...names: string[]): PolicyPredicate => ({ selector: 'domain', operator: 'in', values: names });

/**
 * One step of a policy's story, days before the seed's now (fractions allowed): the status it
 * left the policy in, what was done and by whom. 'enforce' and 'stop' open and close the
 * enforcement interval the DNS world reads.
 */
export type Step = [daysAgo: number, status: PolicyStatus, action: string, by: Person, world?: 'enforce' | 'stop'];

export interface Plan {
  id: string;
  orgId: string;
  name: string;
  description: string;
  action: PolicyAction;
  expression: PolicyPredicate[];
  global?: boolean;
  proprietary?: boolean;
  sourceSets?: 'first' | 'all';
  steps: Step[];
  /** The status before the current one (a pending enable or disable, a denial). */
  priorStatus?: PolicyStatus | null;
  /** An analysis that finished: days before now it started, and over which interval. */
  analysis?: [daysAgo: number, interval: '72 Hours' | '1 Week' | '1 Month'];
  blockPageEnabled?: boolean;
}

export const act = (type: ActionType, extra: Omit<PolicyAction, 'type'> = {}): PolicyAction => ({ type, ...extra });

/** Saved, submitted by one manager, approved by another: the usual way into force. */
export const approved = (daysAgo: number, by: Person, approver: Person): Step[] => [
  [daysAgo + 2, 'NEW', HISTORY.saved, by],
  [daysAgo + 1, 'PENDING_APPROVAL', HISTORY.submitted, by],
  [daysAgo, 'ENFORCING', HISTORY.approved, approver, 'enforce'],
];
