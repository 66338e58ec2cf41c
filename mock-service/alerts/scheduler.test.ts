// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { formatCount } from '../../src/lib/format';
import { orgRequestApproveEndpoint } from '../../src/api/org-requests/contract';
import { policySaveEndpoint } from '../../src/api/policies/contract';
import { clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { db } from '../db/database';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { HOUR_MS } from '../world/inputs';
import { runAlerts } from './scheduler';

useMockApi();

/** Tuesday 24 November 2026, 15:05 UTC: the latest complete hour is 14:00-15:00, the latest day the 23rd. */
const START = Date.UTC(2026, 10, 24, 15, 5);
const USDA = 'org-usda';
const MALWARE_BLOCKS = 'as-usda-1';

const alerts = (subjectId?: string) =>
  db.outbox.all().filter((mail) => mail.kind.startsWith('alert.') && (!subjectId || mail.subjectId === subjectId));
const alertSet = (id: string) => db.alertSets.all().find((set) => set.id === id)!;
const at = (ms: number) => new Date(ms).toISOString();

describe('the alert scheduler', () => {
  it("sends each seeded set's latest period to the recipients of its lists, counted on the DNS world", async () => {
    clock.useVirtualTime(START);
    await runAlerts(db, clock);
    const [mail, ...more] = alerts(MALWARE_BLOCKS);
    expect(more).toEqual([]);
    const usda = db.organizations.all().find((org) => org.orgId === USDA)!;
    expect(mail).toMatchObject({
      kind: 'alert.dns',
      to: ['soc@usda.gov', PERSONA.tenantAdmin, PERSONA.policyApprover],
      subject: `Alert: Malware Blocks (${usda.displayName})`,
      orgId: USDA,
    });
    // The provider-policy alert: every query of the hour a global policy decided, listed as DNS Logs lists them.
    const hour = { from: Date.UTC(2026, 10, 24, 14), to: Date.UTC(2026, 10, 24, 15) };
    const globalIds = db.policies
      .all()
      .filter((p) => p.global)
      .map((p) => p.id);
    const rows = [...currentWorld().rows(hour, { orgIds: [USDA], policyIds: globalIds })];
    expect(rows.length).toBeGreaterThan(0);
    expect(mail.body).toContain(`Provider policy alert: ${formatCount(rows.length)} matching queries`);
    expect(mail.body).toContain('2026-11-24 14:00 UTC to 2026-11-24 15:00 UTC');
    expect(alertSet(MALWARE_BLOCKS)).toMatchObject({ lastEvaluatedAt: at(hour.to), lastAlertAt: at(START) });
    // Every seeded alert goes to its organization's lists only; the EPA has no sets and gets nothing.
    for (const sent of alerts()) expect(sent.subjectId).toMatch(/^as-/);
    expect(alerts().some((sent) => sent.orgId === 'org-epa')).toBe(false);
  });

  it('sends nothing twice for one period, and the next period an hour later', async () => {
    clock.useVirtualTime(START);
    await runAlerts(db, clock);
    const first = alerts().length;
    await runAlerts(db, clock);
    expect(alerts()).toHaveLength(first);
    clock.advance(HOUR_MS);
    await runAlerts(db, clock);
    const next = alerts(MALWARE_BLOCKS);
    expect(next).toHaveLength(2);
    expect(next[1].body).toContain('2026-11-24 15:00 UTC to 2026-11-24 16:00 UTC');
    // A day later: the 24 hours since, no more (the catch-up cap), each once.
    clock.advance(30 * HOUR_MS);
    await runAlerts(db, clock);
    const bodies = alerts(MALWARE_BLOCKS).map((mail) => mail.body.split('\n')[0]);
    expect(bodies.length).toBeLessThanOrEqual(2 + 24);
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(alertSet(MALWARE_BLOCKS).lastEvaluatedAt).toBe(at(Date.UTC(2026, 10, 25, 22)));
  });

  it('never fires a set whose alerts are off, nor writes when the organization has no lists', async () => {
    clock.useVirtualTime(START);
    const set = alertSet(MALWARE_BLOCKS);
    await updateRecord(db.alertSets, set, {
      policy: { ...set.policy, enabled: false },
      providerPolicy: { ...set.providerPolicy, enabled: false },
    });
    for (const list of db.distributionLists.all().filter((l) => l.orgId === USDA)) db.distributionLists.delete(list);
    await runAlerts(db, clock);
    expect(alerts(MALWARE_BLOCKS)).toEqual([]);
    expect(alerts().filter((mail) => mail.orgId === USDA)).toEqual([]);
    // Evaluated all the same: switching the alert on later does not replay these periods.
    expect(alertSet(MALWARE_BLOCKS).lastEvaluatedAt).toBe(at(Date.UTC(2026, 10, 24, 15)));
    expect(alertSet(MALWARE_BLOCKS).lastAlertAt).toBeNull();
  });

  it('sends system events at the end of the period they happened in: access decisions, policy changes', async () => {
    clock.useVirtualTime(START);
    await runAlerts(db, clock);
    actAs(PERSONA.globalAdmin);
    const request = db.orgRequests.all().find((r) => r.requestor.email === 'aisha.thompson@usda.gov')!;
    await callApi(orgRequestApproveEndpoint, { requestId: request.requestId });
    const events = db.systemEvents.count();
    // A refused call notes nothing.
    expect((await failure(callApi(orgRequestApproveEndpoint, { requestId: request.requestId })))?.key).toBe(
      ErrorKey.requestClosed,
    );
    expect(db.systemEvents.count()).toBe(events);
    actAs(PERSONA.tenantAdmin);
    await callApi(policySaveEndpoint, {
      orgId: USDA,
      name: 'Block Lookalikes',
      action: { type: 'BLOCK' },
      expression: [{ selector: 'domain', operator: 'in', values: ['usda-login.example.com'] }],
    });

    await runAlerts(db, clock);
    expect(alerts('as-global-3'), 'the day is not over').toEqual([]);
    clock.useVirtualTime(Date.UTC(2026, 10, 25, 0, 1));
    await runAlerts(db, clock);
    const [access] = alerts('as-global-3');
    expect(access).toMatchObject({ kind: 'alert.system', orgId: 'org-global' });
    expect(access.to).toContain(PERSONA.globalAdmin);
    expect(access.body).toContain('aisha.thompson@usda.gov was approved by olivia.bennett@cisa.dhs.gov');
    expect(access.body, "another organization's policy is not the operator's policy change").not.toContain(
      'Block Lookalikes',
    );

    // Agriculture's weekly set on policy and source changes and downage: at the end of each ISO week. The
    // first run sent the week before, which holds the maintenance notice of the information banner.
    clock.useVirtualTime(Date.UTC(2026, 10, 30, 0, 1));
    await runAlerts(db, clock);
    const [downage, weekly, ...again] = alerts('as-usda-3');
    expect(again).toEqual([]);
    expect(downage.body).toContain('2026-11-16 00:00 UTC to 2026-11-23 00:00 UTC');
    expect(downage.body).toContain('Downage: Scheduled maintenance Saturday, December 5');
    expect(weekly.to).toEqual(['ciso@usda.gov']);
    expect(weekly.body).toContain('2026-11-23 00:00 UTC to 2026-11-30 00:00 UTC: 1 system event.');
    expect(weekly.body).toContain(
      'Organization policies (Agriculture): Policy "Block Lookalikes": Saved by daniel.okafor@usda.gov.',
    );
  });
});
