// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { SEED_NOW, seedDatabase } from '../seed/index';
import { createWorld, dashboardWindow } from '../world/world';
import { worldInputs } from './world-inputs';

/**
 * Issue 11's shape of the whole demo's traffic, from the seed's real source mix: IPv6 30-40%
 * (IPv6 sources, and SSE sources at their IPv6 share) and blocked queries well under 1%.
 */
describe("the seed's traffic", () => {
  const { range, unit } = dashboardWindow(SEED_NOW, 30);
  let world: ReturnType<typeof createWorld>;
  beforeAll(async () => {
    await seedDatabase();
    world = createWorld(worldInputs(db));
  });

  it('is 30-40% IPv6 over 30 days', () => {
    const { ipv4, ipv6 } = world.breakdown(range, {}, 'ipVersion');
    expect(ipv6 / (ipv4 + ipv6)).toBeGreaterThan(0.3);
    expect(ipv6 / (ipv4 + ipv6)).toBeLessThan(0.4);
  });

  it('blocks some queries every day, well under 1% of them', () => {
    const total = world.series(range, unit, {}, 'total');
    const blocked = world.series(range, unit, {}, 'blocked');
    blocked.forEach((point, day) => {
      expect(point.count).toBeGreaterThan(0);
      expect(point.count / total[day].count).toBeLessThan(0.01);
    });
  });

  it('gives every organization with sources its traffic', () => {
    for (const org of db.organizations.all()) {
      const sources = db.sources.all().filter((source) => source.orgId === org.orgId).length;
      const queries = world.count(range, { orgIds: [org.orgId] });
      expect(queries > 0, org.orgId).toBe(sources > 0);
    }
  });
});
