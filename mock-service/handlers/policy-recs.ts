import { type PolicyRec, policyRecListEndpoint } from '../../src/api/coverage/gap-contract';
import { defineHandler } from '../core/define-handler';
import type { Database } from '../db/database';
import { currentWorld } from '../world-adapter/current-world';
import { type PolicyGap, gapAnalysis, gapWindow } from '../world/gap';
import type { World } from '../world/world';

/*
 * The weekly policy gap analysis (spec 2 §2.5): the DNS world's traffic of the 7 days ending at
 * the last Sunday 00:00 UTC. The same answer all week; memoised per world and week.
 */

const memo = new WeakMap<World, Map<string, PolicyGap[]>>();

function gapsOf(world: World, orgId: string, windowEnd: number): PolicyGap[] {
  let perWorld = memo.get(world);
  if (!perWorld) memo.set(world, (perWorld = new Map()));
  const key = `${orgId}|${windowEnd}`;
  let found = perWorld.get(key);
  if (!found) perWorld.set(key, (found = gapAnalysis(world, orgId, gapWindow(windowEnd))));
  return found;
}

const ACTION = { allow: 'ALLOW', block: 'BLOCK', override: 'OVERRIDE', logOnly: 'LOGONLY' } as const;

function toRec(gap: PolicyGap, db: Database, dateTime: string): PolicyRec | null {
  const record = db.policies.all().find((r) => r.id === gap.policy.id);
  if (!record) return null;
  return {
    policyId: record.id,
    policyName: record.name,
    dateTime,
    matched_values: gap.matchedValues,
    matched_count: gap.matchedCount,
    action: ACTION[gap.policy.action],
    expression: gap.policy.expression.map((p) => ({ ...p, values: [...p.values] })),
    recommended_values: gap.gaps.map((g) => g.domain),
    recommended_domain_and_count: gap.gaps.map((g) => ({
      domain_name: g.domain,
      occurences: g.occurrences,
      last_observed: g.lastObserved === null ? null : new Date(g.lastObserved).toISOString(),
    })),
  };
}

const list = defineHandler(policyRecListEndpoint, ({ input, db, clock }) => {
  const window = gapWindow(clock.now());
  const dateTime = new Date(window.to).toISOString();
  const recs = gapsOf(currentWorld(db), input.orgId, window.to)
    .flatMap((gap) => toRec(gap, db, dateTime) ?? [])
    .sort((a, b) => a.policyName.localeCompare(b.policyName));
  return { policyRecs: recs, windowStart: new Date(window.from).toISOString(), windowEnd: dateTime };
});

export const policyRecHandlers = [list];
