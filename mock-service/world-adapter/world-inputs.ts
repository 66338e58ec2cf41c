import type { Database } from '../db/database';
import type { SourceRecord } from '../db/schemas';
import type { SourceType, WorldInputs, WorldOrg, WorldSource } from '../world/inputs';
import { hashString } from '../world/hash';
import { worldPolicyOf } from './enforcements';
import { startedScenarioQueries } from '../scenarios/started';

/** Everything random in the demo's traffic derives from it (the seed's own number). */
export const WORLD_SEED = 20261116;

/** US working-day offsets from UTC, Eastern to Hawaii; organizations carry no time zone yet. */
const OFFSETS = [-300, -300, -300, -300, -360, -360, -420, -480, -600];

const offsetOf = (orgId: string) => OFFSETS[hashString(orgId) % OFFSETS.length];

/** What a log row shows as the source: the address, or the SSE provider's name. */
export const sourceKey = (source: { sourceIP: string | null; displayName: string | null; id: string }) =>
  source.sourceIP ?? source.displayName ?? source.id;

/**
 * The database as the world sees it: organizations, every source with the time it was added,
 * and every enforcement interval of a policy (policyEnforcements). A deleted
 * source is kept in retiredSources with the time it went, so its past traffic stays.
 */
export function worldInputs(db: Database): WorldInputs {
  const orgs: WorldOrg[] = db.organizations.all().map((org) => ({
    orgId: org.orgId,
    utcOffsetMinutes: offsetOf(org.orgId),
  }));
  const deletedAt = new Map(
    db.sourceSets
      .all()
      .filter((set) => set.deleted)
      .map((set) => [set.id, Date.parse(set.dateDeleted ?? '') || undefined]),
  );
  const worldSource = (source: SourceRecord, removed?: string): WorldSource => {
    const removedAt = (removed ? Date.parse(removed) : undefined) ?? deletedAt.get(source.set);
    return {
      orgId: source.orgId,
      sourceSetId: source.set,
      key: sourceKey(source),
      type: source.type as SourceType,
      addedAt: Date.parse(source.dateCreated),
      ...(removedAt ? { removedAt } : {}),
    };
  };
  const sources = [
    ...db.sources.all().map((source) => worldSource(source)),
    ...db.retiredSources.all().map((source) => worldSource(source, source.dateRemoved)),
  ];
  return {
    seed: WORLD_SEED,
    orgs,
    sources,
    policies: db.policyEnforcements.all().map(worldPolicyOf),
    scenarioQueries: startedScenarioQueries(db, sources, WORLD_SEED),
  };
}

/**
 * Changes when anything the world is built from changes: a write to sources, source sets,
 * organizations or enforcement intervals (an approval, a disable), a reset or a restore. Cheap next to a dashboard call (one pass, no parsing).
 */
export function worldSignature(db: Database): string {
  let text = '';
  for (const org of db.organizations.all()) text += `${org.orgId};`;
  for (const set of db.sourceSets.all()) text += `${set.id}:${set.deleted ? set.dateDeleted : ''};`;
  for (const source of db.sources.all())
    text += `${source.id}:${source.set}:${source.type}:${source.dateCreated}:${sourceKey(source)};`;
  text += `retired:${db.retiredSources.count()};`;
  for (const e of db.policyEnforcements.all()) text += `${e.id}:${e.from}:${e.until ?? ''};`;
  for (const s of db.startedScenarios.all()) text += `scenario:${s.id}:${s.scenarioId}:${s.startedAt};`;
  return `${text.length}:${hashString(text)}`;
}
