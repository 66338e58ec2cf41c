import { type Catalogue, catalogue } from './catalogue';
import { type DecisionTable, buildTable } from './decision-table';
import { precedes } from './evaluator';
import { hash3, hashString, normalish, unit } from './hash';
import { DAY_MS, HOUR_MS, type WorldInputs, type WorldPolicy, type WorldSource } from './inputs';
import { type Permutation, permutation } from './permutation';
import { type ScenarioRows, scenarioRows } from './scenario-traffic';
import { shapeAt } from './shape';
import { type SourceTimeline, sourceTimeline } from './sources';

/** A source set as the model sees it; `order` breaks ties between rows of the same millisecond. */
export interface SetModel {
  id: string;
  orgId: string;
  order: number;
  hash: number;
  offsetMinutes: number;
  timeline: SourceTimeline;
  /** The decision tables in force, from each change of the policies that apply to the set. */
  epochs: { from: number; table: DecisionTable; whole: Segment[] }[];
}

/** Part of a bucket's queries (by index) decided under one table; `to` may be Infinity (the rest). */
export interface Segment {
  from: number;
  to: number;
  table: DecisionTable;
}

/** One source set's queries in one UTC hour: n of them, query i at start + floor(i·hour/n). */
export class HourBucket {
  readonly hour: number;
  readonly day: number;
  readonly n: number;
  readonly ipv4Share: number;
  readonly oClass: number;
  readonly oName: number;
  readonly oSource: number;
  readonly oProtocol: number;
  private parts: Segment[] | undefined;
  private readonly perms: Permutation[] = [];

  constructor(
    readonly set: SetModel,
    readonly start: number,
    private readonly segmentsOf: (set: SetModel, start: number, n: number) => Segment[],
  ) {
    const hour = Math.floor(start / HOUR_MS);
    const rate = set.timeline.rateAt(start);
    const noise = Math.max(0.5, 1 + 0.08 * normalish(hash3(set.hash, hour, 0)));
    this.hour = hour;
    this.day = Math.floor(start / DAY_MS);
    this.n =
      rate.total > 0
        ? Math.floor(rate.total * shapeAt(start, set.offsetMinutes) * noise + unit(hash3(set.hash, hour, 1)))
        : 0;
    this.ipv4Share = rate.ipv4Share;
    this.oClass = unit(hash3(set.hash, hour, 2));
    this.oName = unit(hash3(set.hash, hour, 3));
    this.oSource = unit(hash3(set.hash, hour, 4));
    this.oProtocol = unit(hash3(set.hash, hour, 5));
  }

  /** The decision tables over the hour: one, or more when a policy changed during it. */
  get segments(): Segment[] {
    return (this.parts ??= this.segmentsOf(this.set, this.start, this.n));
  }

  /** Dimension permutations, made only when a query's own attributes are needed. */
  perm(dimension: 0 | 1 | 2): Permutation {
    return (this.perms[dimension] ??= permutation(this.n, dimension, hash3(this.set.hash, this.hour, 6)));
  }
}

export type Bucket = HourBucket;

export interface Model {
  seed: number;
  catalogue: Catalogue;
  sets: SetModel[];
  policies: readonly WorldPolicy[];
  /** Started scenarios' queries per source set, listed beside the sampled hours (scenario-traffic.ts). */
  scenario: ScenarioRows;
  tableFor(inForce: readonly WorldPolicy[]): DecisionTable;
  bucket(set: SetModel, hourStart: number): Bucket;
}

/**
 * Decision tables outlive a world: rebuilding the world after a change of sources or of one
 * policy reuses the tables of the policy lists that did not change.
 */
const tables = new Map<string, DecisionTable>();
const TABLE_LIMIT = 256;

/** Default working-day offset of an organization the inputs do not place: US Eastern standard time. */
const EASTERN = -300;

export function buildModel(inputs: WorldInputs): Model {
  const cat = catalogue(inputs.seed);
  const tableFor = (inForce: readonly WorldPolicy[]) => {
    // By content, not id: an edited policy keeps its id but decides differently.
    const key = `${inputs.seed}|${JSON.stringify(inForce)}`;
    let found = tables.get(key);
    if (!found) {
      if (tables.size >= TABLE_LIMIT) tables.clear();
      tables.set(key, (found = buildTable(cat, inForce)));
    }
    return found;
  };
  const offsets = new Map(inputs.orgs.map((o) => [o.orgId, o.utcOffsetMinutes]));
  const bySet = new Map<string, typeof inputs.sources>();
  for (const source of inputs.sources) {
    const list = bySet.get(source.sourceSetId) as WorldSource[] | undefined;
    if (list) list.push(source);
    else bySet.set(source.sourceSetId, [source]);
  }
  const ids = [...bySet.keys()].sort();
  const sets = ids.map((id, order): SetModel => {
    const sources = bySet.get(id)!;
    const orgId = sources[0].orgId;
    const applicable = inputs.policies.filter(
      (p) => p.orgId === null || (p.orgId === orgId && (!p.sourceSetIds?.length || p.sourceSetIds.includes(id))),
    );
    const changes = [...new Set(applicable.flatMap((p) => [p.enforcedFrom, p.enforcedUntil ?? Infinity]))]
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const epochs: SetModel['epochs'] = [];
    for (const from of [-Infinity, ...changes]) {
      const at = from === -Infinity ? (changes[0] ?? 0) - 1 : from;
      const inForce = applicable
        .filter((p) => p.enforcedFrom <= at && (p.enforcedUntil === undefined || at < p.enforcedUntil))
        .sort(precedes);
      const table = tableFor(inForce);
      if (epochs.at(-1)?.table !== table) epochs.push({ from, table, whole: [{ from: 0, to: Infinity, table }] });
    }
    return {
      id,
      orgId,
      order,
      hash: hashString(id, inputs.seed),
      offsetMinutes: offsets.get(orgId) ?? EASTERN,
      timeline: sourceTimeline(sources, inputs.seed),
      epochs,
    };
  });

  function segmentsOf(set: SetModel, start: number, n: number): Segment[] {
    const { epochs } = set;
    let e = epochs.length - 1;
    while (epochs[e].from > start) e--;
    // Most hours see no change: they share their epoch's one segment, open-ended.
    if (e + 1 === epochs.length || epochs[e + 1].from >= start + HOUR_MS) return epochs[e].whole;
    const out: Segment[] = [];
    let from = 0;
    for (; e + 1 < epochs.length && epochs[e + 1].from < start + HOUR_MS; e++) {
      const to = Math.ceil(((epochs[e + 1].from - start) * n) / HOUR_MS);
      if (to > from) out.push({ from, to, table: epochs[e].table });
      from = Math.max(from, to);
    }
    out.push({ from, to: n, table: epochs[e].table });
    return out;
  }

  const bucket = (set: SetModel, start: number): Bucket => new HourBucket(set, start, segmentsOf);

  const scenario = scenarioRows(inputs, new Map(sets.map((set) => [set.id, set.order])));
  return { seed: inputs.seed, catalogue: cat, sets, policies: inputs.policies, scenario, tableFor, bucket };
}

/** The index of the first query of a bucket at or after t. */
export function indexAt(bucket: Bucket, t: number): number {
  if (t <= bucket.start) return 0;
  if (t >= bucket.start + HOUR_MS) return bucket.n;
  return Math.ceil(((t - bucket.start) * bucket.n) / HOUR_MS);
}

export const timeOf = (bucket: Bucket, i: number): number =>
  bucket.start + Math.floor((i * HOUR_MS) / Math.max(1, bucket.n));

/** ceil(share·n − offset): where a cumulative share starts in a bucket's index space. */
export const edge = (share: number, n: number, offset: number): number => Math.ceil(share * n - offset);
