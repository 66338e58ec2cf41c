import { expect } from 'vitest';
import { type AlertSetInput, DISABLED_POLICY_ALERT } from '../../src/api/alert-sets/contract';
import { db } from '../db/database';
import { actAs, failure } from './api-test-setup';

/* The alert set handler tests' shared requests: the seeded lists and sets of an organization, and a valid DNS Events set. */
export const listOf = (orgId: string) => db.distributionLists.all().find((l) => l.orgId === orgId)!.id;
export const setOf = (orgId: string) => db.sourceSets.all().find((s) => s.orgId === orgId && !s.deleted)!.id;

export const dnsSet = (orgId: string, extra: Partial<AlertSetInput> = {}): AlertSetInput => ({
  alertType: 'DNS Events',
  name: 'Weekend Blocks',
  description: 'Blocked lookups',
  distribution: [listOf(orgId)],
  policy: { ...DISABLED_POLICY_ALERT, enabled: true, actions: ['Block'], trigger: { type: 'match' } },
  ...extra,
});

/** Calls as the persona and returns the refusal; the table must be as it was. */
export async function refused(email: string, call: () => Promise<unknown>) {
  actAs(email);
  const before = JSON.stringify(db.alertSets.all());
  const error = await failure(call());
  expect(error).not.toBeNull();
  expect(JSON.stringify(db.alertSets.all())).toBe(before);
  return error!;
}
