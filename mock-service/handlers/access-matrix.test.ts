// @vitest-environment node
import '../testing/api-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable } from '../../src/api/access';
import { callApi } from '../../src/api/client';
import { allEndpoints } from '../../src/api/endpoints';
import { principalIn } from '../core/membership';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { findOrg } from '../db/lookups';
import { createTestServer, resetTestDatabase } from '../node';
import { type Sample, attempt, callerFor, expectNotRefused, expectRefused } from '../testing/permission-matrix';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { firstDayRead, latestThreatDay } from '../world/threats';
import { dashboardWindow } from '../world/world';

/**
 * Generated from the access table (src/api/access.ts): every endpoint x every seeded persona x
 * their own organization and another one. Where the row says no, the reply is auth.forbidden
 * and no table changed; where it says yes, the call is not refused (it may fail otherwise: the
 * samples aim at 404s and duplicates so that allowed calls write little). One reseed for the
 * file: refused calls write nothing, and what allowed ones write never changes another cell.
 */
const server = createTestServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await resetTestDatabase();
  // The threat calls of the Global organization read 23 days of every organization's traffic,
  // seconds on a busy machine; the worker warms them while idle, and so does this hook, so the
  // global admin's row measures permissions rather than that first computation.
  const world = currentWorld();
  const last = latestThreatDay(clock.now());
  for (let day = last; day >= firstDayRead(last); day--) world.warmThreatDay(day);
  // Likewise the dashboard's top lists over every organization's last 24 hours.
  world.blockedByName(dashboardWindow(clock.now(), 24).range, {});
}, 120_000);
afterAll(() => server.close());

const nobody = 'nobody.matrix@example.gov';
const person = { firstName: 'Pat', lastName: 'Matrix', phone: '(202) 555-0142', roles: [] };
const anyUserOf = (orgId: string) => db.users.all().find((user) => user.orgId === orgId)!;
const sseSample = (orgId: string) => ({
  sourceType: 'SSE',
  orgId,
  set: 'ss-none',
  listId: 'cf-list-zscaler-zia',
  id: 'src-none',
  vendorName: 'zscaler',
});
/** Two recipients with one address: refused by every organization's rule before anything is written. */
const twiceListed = [{ email: 'matrix@example.gov' }, { email: 'MATRIX@example.gov' }];
const anySetOf = (orgId: string) => db.sourceSets.all().find((set) => set.orgId === orgId)!.id;

/** A request for each endpoint, in the organization of the cell; a new endpoint needs one. */
const CORE_SAMPLES: Record<string, Sample> = {
  'auth.personas': () => ({}),
  'auth.signIn': ({ email }) => ({ email }),
  'auth.signUp': ({ email }) => ({ firstName: 'Pat', lastName: 'Matrix', email, password: 'long enough' }),
  'auth.signUpVerify': ({ email }) => ({ email, code: '123456' }),
  'errorMessages.list': () => ({}),
  'auth.refresh': () => ({}),
  'auth.signOut': () => ({}),
  'session.currentUser': () => ({}),
  'information.list': () => ({}),
  'org.list': () => ({}),
  'session.signedIn': ({ orgId, email }) => ({ orgId, email }),
  'session.selectOrganization': ({ orgId, email }) => ({ orgId, email }),
  'session.rulesOfBehavior': ({ orgId, email }) => ({ orgId, email }),
  'session.signRulesOfBehavior': ({ orgId, email }) => ({ orgId, email, mostRecentRulesOfBehaviorSigned: '1' }),
  'user.list': ({ orgId }) => ({ orgId, pageSize: 5 }),
  'user.get': ({ orgId }) => ({ orgId, email: nobody }),
  'user.create': ({ orgId }) => ({ orgId, ...person, email: anyUserOf(orgId).email }),
  'user.update': ({ orgId }) => ({ orgId, ...person, email: nobody }),
  'user.setStatus': ({ orgId }) => ({ orgId, email: nobody, status: 'Suspended' }),
  'user.delete': ({ orgId }) => ({ orgId, email: nobody }),
  'user.download': ({ orgId }) => ({ orgId }),
  'user.getOwn': () => ({}),
  'user.updateOwn': ({ email }) => ({ email, firstName: 'Pat', lastName: 'Matrix', phone: '(202) 555-0147' }),
  'managementNetwork.list': ({ orgId }) => ({ orgId }),
  'managementNetwork.find': ({ orgId }) => ({ orgId, cidr: '10.250.0.0/16' }),
  'managementNetwork.create': ({ orgId }) => ({ orgId, cidr: '10.250.0.0/16', description: 'Matrix' }),
  'managementNetwork.update': ({ orgId }) => ({ orgId, cidr: '10.251.0.0/16', description: 'Matrix' }),
  'managementNetwork.delete': ({ orgId }) => ({ orgId, cidr: '10.251.0.0/16' }),
  'org.displayName.update': ({ orgId }) => ({ orgId, displayName: findOrg(orgId)!.displayName }),
  'org.update': ({ orgId }) => {
    const org = findOrg(orgId)!;
    return { orgId, displayName: org.displayName, bypassPolicyPeerApproval: org.bypassPolicyPeerApproval };
  },
  'potentialOrg.list': () => ({}),
  'potentialOrg.approve': () => ({
    potentialOrgId: 'potential-none',
    displayName: 'Matrix',
    managementNetworks: [],
    user: { ...person, email: nobody },
  }),
  'msp.potentialOrg.approve': () => ({
    potentialOrgId: 'potential-none',
    displayName: 'Matrix',
    settings: { dataRetentionDays: 15, policyApprovalWorkflow: 'disabled' },
    user: { ...person, email: nobody },
  }),
  'orgRequest.list': () => ({}),
  'orgRequest.approve': () => ({ requestId: 'req-none' }),
  'orgRequest.deny': () => ({ requestId: 'req-none' }),
  'accessKey.list': ({ orgId }) => ({ orgId }),
  'accessKey.get': ({ orgId }) => ({ orgId, id: '01KNONE0000000000000000000' }),
  'accessKey.create': ({ orgId }) => ({ orgId, description: 'Matrix' }),
  'accessKey.delete': ({ orgId }) => ({ orgId, id: '01KNONE0000000000000000000' }),
  'accessKey.apiKey': ({ orgId }) => ({ orgId }),
  'sse.list': () => ({}),
  'sourceSet.list': ({ orgId }) => ({ orgId, pageSize: 5 }),
  'sourceSet.listOrgSourceSets': ({ orgId }) => ({ orgId }),
  'sourceSet.listMultipleOrgSourceSets': ({ orgId }) => ({ orgId, orgIds: [orgId] }),
  'source.list': ({ orgId }) => ({ orgId, pageSize: 5 }),
  'source.listOrgSources': ({ orgId }) => ({ orgId }),
  'source.listMultipleOrgSources': ({ orgId }) => ({ orgId, orgIds: [orgId] }),
  'source.download': ({ orgId }) => ({ orgId }),
  // Taken addresses and missing sets: allowed calls are refused by a rule and write nothing.
  'source.create': ({ orgId }) => ({ orgId, type: 'Ipv4', sourceIP: '132.20.0.10', set: 'ss-none' }),
  'source.update': ({ orgId }) => ({ orgId, sourceIP: '8.8.4.4', set: 'ss-none' }),
  'source.delete': ({ orgId }) => ({ orgId, sourceIp: '8.8.4.4' }),
  'sseSource.create': ({ orgId }) => ({ ...sseSample(orgId), id: 'sse-none' }),
  'sseSource.update': ({ orgId }) => sseSample(orgId),
  'source.create.msp': ({ orgId }) => ({ orgId, type: 'Ipv4', sourceIP: '132.20.0.10', set: 'ss-none' }),
  'source.update.msp': ({ orgId }) => ({ orgId, sourceIP: '8.8.4.4', set: 'ss-none' }),
  'source.delete.msp': ({ orgId }) => ({ orgId, sourceIp: '8.8.4.4' }),
  'sseSource.create.msp': ({ orgId }) => ({ ...sseSample(orgId), id: 'sse-none' }),
  'sourceSet.update': ({ orgId }) => ({ orgId, id: 'ss-none', name: 'Matrix' }),
  'sourceSet.update.msp': ({ orgId }) => ({ orgId, id: 'ss-none', name: 'Matrix' }),
  'sourceSet.delete': ({ orgId }) => ({ orgId, sourceSetId: 'ss-none' }),
  'sourceSet.delete.msp': ({ orgId }) => ({ orgId, sourceSetId: 'ss-none' }),
  // Writes name a set that does not exist, so an allowed call is a 404 and writes nothing.
  'sourceSet.enrollment.update': ({ orgId }) => ({ orgId, sourceSetId: 'ss-matrix-none' }),
  'sourceSet.enrollment.update.msp': ({ orgId }) => ({ orgId, sourceSetId: 'ss-matrix-none' }),
  'sourceSet.enrollment.download': ({ orgId }) => ({
    orgId,
    sourceSetId: anySetOf(orgId),
    requestType: 'Linux',
    clientDeviceConfig: { platform: 'Linux', protocol: 'DoH' },
  }),
  'serviceToken.generate': ({ orgId }) => ({ orgId, sourceSetId: 'ss-matrix-none' }),
  'serviceToken.generate.msp': ({ orgId }) => ({ orgId, sourceSetId: 'ss-matrix-none' }),
  'serviceToken.get': ({ orgId }) => ({ orgId, sourceSetId: anySetOf(orgId) }),
  'serviceToken.get.msp': ({ orgId }) => ({ orgId, sourceSetId: anySetOf(orgId) }),
  'serviceToken.revoke': ({ orgId }) => ({ orgId, sourceSetId: anySetOf(orgId), serviceTokenId: 'svctok-none' }),
  'serviceToken.revoke.msp': ({ orgId }) => ({ orgId, sourceSetId: anySetOf(orgId), serviceTokenId: 'svctok-none' }),
  'sourceSet.authDevice.list': ({ orgId }) => ({ orgId, sourceSetId: anySetOf(orgId) }),
  'dashboard.queryTotal': ({ orgId }) => ({ orgId, duration: 24 }),
  'threats.topTrendingUnranked': ({ orgId }) => ({ orgId }),
  'threats.topTrendingUnpopular': ({ orgId }) => ({ orgId }),
  'threats.matchedByDomain': ({ orgId }) => ({ orgId }),
  'threats.matchedOnHost': ({ orgId }) => ({ orgId }),
  'threats.matchOnResolvedIp': ({ orgId }) => ({ orgId }),
  'intel.get': () => ({ searchString: 'example.com' }),
  'intel.getMsp': ({ orgId }) => ({ orgId, searchString: 'example.com' }),
  'dashboard.blockedRequests': ({ orgId }) => ({ orgId, duration: 24 }),
  'dashboard.ipVersionBreakdown': ({ orgId }) => ({ orgId, duration: 24 }),
  'dashboard.protocolBreakdown': ({ orgId }) => ({ orgId, duration: 24 }),
  'dashboard.recordTypeBreakdown': ({ orgId }) => ({ orgId, duration: 24 }),
  'dashboard.blockedSecurityCategories': ({ orgId }) => ({ orgId, duration: 24 }),
  'dashboard.filteredSecurityCategories': ({ orgId }) => ({ orgId, duration: 24 }),
  'dashboard.sourceSetOptions': ({ orgId }) => ({ orgId }),
  'dashboard.policyChanges': ({ orgId }) => ({ orgId, duration: 7 }),
  'dashboard.summary': ({ orgId }) => ({ orgId, duration: 24 }),
  'dashboard.topBlockedDomains': ({ orgId }) => ({ orgId, duration: 24 }),
  'dashboard.topBlockedSources': ({ orgId }) => ({ orgId, duration: 24 }),
  // Distribution lists: a list of another organization (404) or a recipient listed twice (409), so an allowed write writes nothing.
  'distributionList.list': ({ orgId }) => ({ orgId }),
  'distributionList.get': ({ orgId }) => ({ orgId, listId: orgId === 'org-usda' ? 'dl-usda-1' : 'dl-none' }),
  'distributionList.create': ({ orgId }) => ({ orgId, name: 'Matrix', recipients: twiceListed }),
  'distributionList.update': ({ orgId }) => ({ orgId, id: 'dl-none', name: 'Matrix', recipients: twiceListed }),
  'distributionList.delete': ({ orgId }) => ({ orgId, id: 'dl-none' }),
  // Seeded ids (as-usda-1, as-doe-1, as-global-1, …); in organizations without sets the call answers notFound.
  'alertSet.list': ({ orgId }) => ({ orgId }),
  'alertSet.get': ({ orgId }) => ({ orgId, id: `as-${orgId.replace(/^org-/, '')}-1` }),
  'alertSet.create': ({ orgId }) => ({ orgId, alertType: 'System Events', name: 'Matrix', distribution: [] }),
  'alertSet.update': ({ orgId }) => ({
    orgId,
    id: `as-${orgId.replace(/^org-/, '')}-1`,
    alertType: 'DNS Events',
    name: 'Matrix',
    distribution: [],
  }),
  'alertSet.delete': ({ orgId }) => ({ orgId, id: `as-${orgId.replace(/^org-/, '')}-1` }),
};

/** Resources declared in their own files keep their samples beside their handlers (`<resource>.access-samples.ts`). */
const resourceSamples = import.meta.glob<{ samples: Record<string, Sample> }>('./*.access-samples.ts', { eager: true });
const SAMPLES: Record<string, Sample> = Object.assign(
  { ...CORE_SAMPLES },
  ...Object.values(resourceSamples).map((module) => module.samples),
);

/** Own: the persona's home organization. Other: a customer organization they do not belong to. */
const otherOrg = (home: string) => (home === 'org-usda' ? 'org-doe' : 'org-usda');

function expected(endpointId: string, email: string, orgId: string): boolean {
  const rule = accessTable[endpointId];
  const caller = callerFor(email);
  if (rule.who === 'public' || rule.who === 'session') return true;
  if (rule.who === 'caller') return rule.may(caller.principal);
  const org = findOrg(orgId)!;
  const principal = principalIn(caller, org);
  return !!principal && rule.may(principal, org);
}

describe('generated access matrix', () => {
  it('has a sample request for every endpoint', () => {
    expect(allEndpoints.map((e) => e.id).filter((id) => !SAMPLES[id])).toEqual([]);
  });

  // Operators read every organization's dashboard and threat data: several hundred calls, some heavy.
  for (const [persona, email] of Object.entries(PERSONA)) {
    it(`${persona}: every endpoint in their own organization and another`, async () => {
      const home = db.users.all().find((user) => user.email === email && findOrg(user.orgId))!.orgId;
      for (const endpoint of allEndpoints) {
        for (const orgId of [home, otherOrg(home)]) {
          const label = `${persona} ${endpoint.id} in ${orgId}`;
          const allowed = expected(endpoint.id, email, orgId);
          const result = await attempt(email, () => callApi(endpoint, SAMPLES[endpoint.id]({ orgId, email }) as never));
          if (allowed) expectNotRefused(result, label);
          else expectRefused(result, label);
        }
      }
    }, 60_000);
  }
});
