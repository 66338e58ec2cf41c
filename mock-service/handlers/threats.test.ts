// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  intelGetEndpoint,
  intelMspGetEndpoint,
  threatsMatchedByDomainEndpoint,
  topTrendingUnrankedEndpoint,
} from '../../src/api/threats/contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { DAY_MS } from '../world/inputs';

useMockApi();
afterEach(() => clock.useRealTime());

const NOW = SEED_NOW + 37 * 60_000;

describe('threat data', () => {
  it('offers the 7 days ending yesterday, answers the latest for a day outside them, and counts what the world counts', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantReadOnly);
    const reply = await callApi(threatsMatchedByDomainEndpoint, { orgId: 'org-doe', date: '2020-01-01' });
    expect(reply.dates).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
    ]);
    expect(reply.date).toBe('2026-11-15');
    const chosen = await callApi(threatsMatchedByDomainEndpoint, { orgId: 'org-doe', date: '2026-11-12' });
    expect(chosen.date).toBe('2026-11-12');
    expect(new Set(chosen.items.map((r) => r.log_date)).size).toBe(7);
    const blocked = chosen.items.find((r) => r.log_date === '2026-11-12' && r.resolver_decision === 'Block')!;
    const day = Date.parse('2026-11-12T00:00:00Z');
    const range = { from: day, to: day + DAY_MS };
    expect(currentWorld(db).count(range, { orgIds: ['org-doe'], name: blocked.name, decisions: ['block'] })).toBe(
      blocked.count,
    );
  });

  it('leaves out reverse names when PTR records are off, and refuses another organization', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantReadOnly);
    const all = await callApi(topTrendingUnrankedEndpoint, { orgId: 'org-doe' });
    const noPtr = await callApi(topTrendingUnrankedEndpoint, { orgId: 'org-doe', ptr: false });
    expect(noPtr.items.every((r) => r.ptr_indicator === 'NonPTR')).toBe(true);
    expect(all.items.length).toBeGreaterThan(0);
    const refused = await failure(callApi(topTrendingUnrankedEndpoint, { orgId: 'org-usda' }));
    expect(refused?.key).toBe(ErrorKey.forbidden);
  });

  it('looks up indicator intel for a name or an address, and refuses anything else at the field', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const risky = currentWorld(db).model.catalogue.names.find((n) => n.threatId > 0)!;
    const intel = await callApi(intelGetEndpoint, { searchString: risky.name });
    expect(intel.securityRisks).toHaveLength(1);
    expect(intel.securityThreats).toHaveLength(1);
    const unknown = await callApi(intelMspGetEndpoint, { orgId: 'org-usda', searchString: '198.51.100.7' });
    expect(unknown).toEqual({
      securityRisks: [],
      securityThreats: [],
      lastSeen: null,
      created: null,
      contentCategories: [],
      contentSubcategories: [],
    });
    const bad = await failure(callApi(intelGetEndpoint, { searchString: 'not a name' }));
    expect(bad).toMatchObject({ key: ErrorKey.invalidRequest });
  });
});
