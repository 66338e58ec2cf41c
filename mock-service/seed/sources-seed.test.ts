// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reservedAddressUse } from '../../src/lib/ip-address';
import type { OrganizationRecord, SourceRecord, SourceSetRecord } from '../db/schemas';
import { buildSeed } from './index';

const seed = buildSeed();
const orgs = seed.organizations as OrganizationRecord[];
const sets = seed.sourceSets as SourceSetRecord[];
const sources = seed.sources as SourceRecord[];

describe('sources seed', () => {
  it('gives every organization exactly one Default set', () => {
    for (const org of orgs) {
      const defaults = sets.filter((set) => set.orgId === org.orgId && set.isDefault);
      expect(
        defaults.map((set) => set.name),
        org.orgName,
      ).toEqual(['Default']);
    }
  });

  it('holds Social Security’s 2,000 sources in 150 sets, with unique set names', () => {
    const ssaSets = sets.filter((set) => set.orgId === 'org-ssa');
    expect(ssaSets).toHaveLength(150);
    expect(new Set(ssaSets.map((set) => set.name)).size).toBe(150);
    expect(sources.filter((source) => source.orgId === 'org-ssa')).toHaveLength(2000);
  });

  it('seeds single, routable addresses, each held once, and every source in a set of its organization after it', () => {
    const ips = sources.filter((source) => source.type !== 'SSE');
    expect(new Set(ips.map((source) => source.sourceIP)).size).toBe(ips.length);
    for (const source of ips) expect(reservedAddressUse(source.sourceIP!, source.type === 'Ipv4' ? 4 : 6)).toBeNull();
    const byId = new Map(sets.map((set) => [set.id, set]));
    for (const source of sources) {
      const set = byId.get(source.set)!;
      expect(set.orgId).toBe(source.orgId);
      expect(source.dateCreated >= set.dateCreated).toBe(true);
    }
  });

  it('has IPv4, IPv6 and SSE sources, exclusion zones only in managed-service organizations, no SSE there', () => {
    expect(new Set(sources.map((source) => source.type))).toEqual(new Set(['Ipv4', 'Ipv6', 'SSE']));
    const managed = new Set(orgs.filter((org) => org.accountId).map((org) => org.orgId));
    const zones = sets.filter((set) => set.exclusionZone);
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.every((set) => managed.has(set.orgId))).toBe(true);
    expect(sources.some((source) => source.type === 'SSE' && managed.has(source.orgId))).toBe(false);
  });

  it('has device enrollment of each method, and a One Time PIN identifier where that is the method', () => {
    expect(new Set(sets.map((set) => set.deviceEnrollment.method))).toEqual(
      new Set(['OneTimePin', 'ServiceAuth', 'None']),
    );
    for (const set of sets.filter((s) => s.deviceEnrollment.method === 'OneTimePin')) {
      expect(set.onetimePin).toBe(set.deviceEnrollment.identifier);
    }
  });
});
