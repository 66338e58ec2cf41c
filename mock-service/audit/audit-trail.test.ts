// @vitest-environment node
import '../testing/api-base';
import { readCsv } from '../../src/lib/read-csv';
import { afterEach, describe, expect, it } from 'vitest';
import { auditOrgsEndpoint, auditPreviewEndpoint, auditResultsEndpoint } from '../../src/api/audit/contract';
import { AUDIT_EVENT_TYPES } from '../../src/api/audit/events';
import { callApi } from '../../src/api/client';
import { allEndpoints } from '../../src/api/endpoints';
import { auditErrors } from '../../src/api/audit/rules';
import { networkCreateEndpoint } from '../../src/api/management-networks/contract';
import { userUpdateEndpoint } from '../../src/api/users/contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { AUDITED_ENDPOINTS } from './audited-endpoints';
import { HISTORY_START } from './history';

useMockApi();
afterEach(() => clock.useRealTime());

const lastHour = () => ({
  startDate: new Date(clock.now() - 3_600_000).toISOString(),
  endDate: new Date(clock.now()).toISOString(),
});

describe('the audit table', () => {
  it('names an event of the 46 for every write endpoint, and nothing else', () => {
    expect(AUDIT_EVENT_TYPES).toHaveLength(46);
    expect(new Set(AUDIT_EVENT_TYPES).size).toBe(46);
    const writes = allEndpoints.filter((e) => e.effect === 'write').map((e) => e.id);
    expect(writes.filter((id) => !AUDITED_ENDPOINTS[id])).toEqual([]);
    const known = new Map(allEndpoints.map((e) => [e.id, e.effect]));
    expect(Object.keys(AUDITED_ENDPOINTS).filter((id) => known.get(id) !== 'write')).toEqual([]);
    for (const { event, reason } of Object.values(AUDITED_ENDPOINTS)) {
      if (typeof event === 'string') expect(AUDIT_EVENT_TYPES).toContain(event);
      if (event === null) expect(reason).toBeTruthy();
    }
  });
});

describe('the audit trail', () => {
  it('records a change made through a call, with the values before and after, for its organization only', async () => {
    actAs(PERSONA.tenantAdmin);
    await callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr: '10.77.0.0/16', description: 'Audit probe' });
    const target = db.users.all().find((u) => u.orgId === 'org-usda' && u.email !== PERSONA.tenantAdmin)!;
    await callApi(userUpdateEndpoint, { ...target, description: 'Moved to the SOC' });

    const { items } = await callApi(auditPreviewEndpoint, { orgId: 'org-usda', duration: lastHour() });
    const [edit, add] = items;
    expect(add).toMatchObject({ event: 'Management Network Created', orgid: 'org-usda', email: PERSONA.tenantAdmin });
    expect(add.changes[0].subject).toBe('Management network 10.77.0.0/16');
    expect(add.changes[0].fields).toContainEqual({ field: 'description', before: null, after: 'Audit probe' });
    expect(edit).toMatchObject({ event: 'User Updated', orgName: 'Agriculture' });
    expect(edit.changes).toEqual([
      {
        subject: `User ${target.email}`,
        fields: [{ field: 'description', before: target.description || null, after: 'Moved to the SOC' }],
      },
    ]);

    // Another organization's admin sees none of it.
    actAs(PERSONA.mspAdmin);
    const labor = await callApi(auditPreviewEndpoint, { orgId: 'org-dol', duration: lastHour() });
    expect(labor.items.filter((i) => i.email === PERSONA.tenantAdmin)).toEqual([]);
  });

  it('records nothing for a refused call', async () => {
    actAs(PERSONA.tenantAdmin);
    const before = db.auditEvents.count();
    const taken = db.managementNetworks.all().find((n) => n.orgId === 'org-usda')!;
    expect(
      await failure(callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr: taken.cidr, description: 'x' })),
    ).not.toBeNull();
    expect(
      await failure(callApi(networkCreateEndpoint, { orgId: 'org-doe', cidr: '10.78.0.0/16', description: 'x' })),
    ).toMatchObject({ status: 403 });
    expect(db.auditEvents.count()).toBe(before);
  });

  it('keeps six months of seeded history, newest first, 25 at most in a preview', async () => {
    clock.useVirtualTime(SEED_NOW + 3_600_000);
    actAs(PERSONA.tenantAdmin);
    const sixMonths = { startDate: new Date(HISTORY_START + 86_400_000).toISOString(), endDate: clock.isoNow() };
    const { items } = await callApi(auditPreviewEndpoint, { orgId: 'org-usda', duration: sixMonths });
    expect(items).toHaveLength(25);
    expect(items.every((i) => i.orgid === 'org-usda')).toBe(true);
    const times = items.map((i) => i.datetime);
    expect(times).toEqual([...times].sort().reverse());
    const again = await callApi(auditPreviewEndpoint, { orgId: 'org-usda', duration: sixMonths });
    expect(again.items).toEqual(items);
    const signIns = await callApi(auditPreviewEndpoint, {
      orgId: 'org-usda',
      events: ['User Signed In'],
      emails: [items[0].email],
      duration: sixMonths,
    });
    expect(signIns.items.every((i) => i.event === 'User Signed In' && i.email === items[0].email)).toBe(true);
    // Onboarding is the operator's, and Agriculture has no account for log push or streams.
    const implausible = await callApi(auditPreviewEndpoint, {
      orgId: 'org-usda',
      events: ['Organization Onboarded', 'Access Request Reviewed', 'Log Push Created', 'Log Stream Deleted'],
      duration: sixMonths,
    });
    expect(implausible.items).toEqual([]);
  });

  it('lets a platform admin on Global query every organization, and no one else', async () => {
    clock.useVirtualTime(SEED_NOW);
    const month = { startDate: new Date(SEED_NOW - 30 * 86_400_000).toISOString(), endDate: clock.isoNow() };
    actAs(PERSONA.globalAdmin);
    const all = await callApi(auditPreviewEndpoint, { orgId: 'org-global', duration: month });
    expect(new Set(all.items.map((i) => i.orgid)).size).toBeGreaterThan(3);
    const two = await callApi(auditPreviewEndpoint, {
      orgId: 'org-global',
      orgs: ['org-doe', 'org-epa'],
      duration: month,
    });
    expect(new Set(two.items.map((i) => i.orgid))).toEqual(new Set(['org-doe', 'org-epa']));
    expect((await callApi(auditOrgsEndpoint, {})).orgs.length).toBe(db.organizations.count());

    actAs(PERSONA.tenantAdmin);
    expect((await callApi(auditOrgsEndpoint, {})).orgs.map((o) => o.orgId)).toEqual(['org-usda']);
    expect(
      await failure(callApi(auditPreviewEndpoint, { orgId: 'org-usda', orgs: ['org-doe'], duration: month })),
    ).toMatchObject({ status: 403, errors: [{ key: auditErrors.orgScope }] });
    const tooOld = { startDate: new Date(SEED_NOW - 200 * 86_400_000).toISOString(), endDate: clock.isoNow() };
    expect(await failure(callApi(auditPreviewEndpoint, { orgId: 'org-usda', duration: tooOld }))).toMatchObject({
      errors: [{ key: auditErrors.tooOld, field: 'duration.startDate' }],
    });
    const reversed = { startDate: month.endDate, endDate: month.startDate };
    expect(await failure(callApi(auditPreviewEndpoint, { orgId: 'org-usda', duration: reversed }))).toMatchObject({
      errors: [{ key: auditErrors.dateOrder }],
    });
  });

  it('serves the full report as a CSV of every matching event', async () => {
    actAs(PERSONA.tenantAdmin);
    await callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr: '10.79.0.0/16', description: 'Report probe' });
    const { preSignedUrl } = await callApi(auditResultsEndpoint, { orgId: 'org-usda', duration: lastHour() });
    const [header, ...rows] = await readCsv(await (await fetch(preSignedUrl)).text());
    expect(header).toEqual(['Date', 'Organization', 'User', 'Event', 'Changes']);
    const row = rows.find((r) => r[3] === 'Management Network Created')!;
    expect(row.slice(1, 4)).toEqual(['Agriculture', PERSONA.tenantAdmin, 'Management Network Created']);
    expect(row[4]).toContain('description - → Report probe');
  });
});
