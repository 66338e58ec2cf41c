import type { RetiredSourceRecord, SourceRecord, SourceSetRecord } from '../db/schemas';

const DAY = 86_400_000;

/**
 * A set an agency closed a little over a week before the seed's "today": its sources were
 * deleted, then the set. Its past traffic stays in the dashboard's 30 days and its name in the
 * Source Set choices as 'Annex Building (deleted)' (spec 3 §3), so the demo shows both.
 */
export function closedSetSeed(
  base: { sourceSets: SourceSetRecord[]; sources: SourceRecord[] },
  now: number,
): { sourceSets: SourceSetRecord[]; retiredSources: RetiredSourceRecord[] } {
  const id = 'ss-usda-closed-annex';
  const created = new Date(now - 400 * DAY).toISOString();
  const removed = now - 9 * DAY - 5 * 3_600_000;
  const set: SourceSetRecord = {
    id,
    orgId: 'org-usda',
    name: 'Annex Building',
    description: 'Leased annex, closed at the end of its lease',
    isDefault: false,
    exclusionZone: false,
    deleted: true,
    dateDeleted: new Date(removed + 20 * 60_000).toISOString(),
    dnsDomain: 'a7c1e09f3b.resolver.pdns.cisa.gov',
    dnsIPv4: ['162.208.17.201', '162.208.49.201'],
    dnsIPv6: ['2620:11a:101::c9'],
    onetimePin: null,
    deviceEnrollment: { method: 'None' },
    dateCreated: created,
  };
  const retiredSources: RetiredSourceRecord[] = ['164.92.250.10', '164.92.250.11', '2610:1fe:fa::1'].map(
    (sourceIP, k) => ({
      orgId: 'org-usda',
      id: `src-${sourceIP.replace(/[.:]/g, '-')}`,
      type: sourceIP.includes(':') ? 'Ipv6' : 'Ipv4',
      sourceIP,
      set: id,
      description: 'Annex egress',
      vendorName: null,
      listId: null,
      displayName: null,
      dateCreated: new Date(now - (390 - k) * DAY).toISOString(),
      dateRemoved: new Date(removed).toISOString(),
    }),
  );
  return { sourceSets: [...base.sourceSets, set], retiredSources };
}
