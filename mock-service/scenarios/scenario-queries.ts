import { createRandom } from '../seed/prng';
import { THREATS, contentId, securityId } from '../world/categories';
import { hashString } from '../world/hash';
import { HOUR_MS, PROTOCOLS, type WorldQuery, type WorldSource } from '../world/inputs';
import { type Scenario, type ScenarioDomain, scenarioWindow } from './scenario';

const LABEL_LETTERS = 'abcdefghijklmnopqrstuvwxyz234567';

/** The organization's sources in the scenario, from the seed: live at the start, in key order, then shuffled. */
function pickSources(scenario: Scenario, sources: readonly WorldSource[], at: number, seed: number) {
  const live = sources
    .filter((s) => s.orgId === scenario.orgId && s.addedAt <= at && (s.removedAt === undefined || s.removedAt > at))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const random = createRandom(seed);
  for (let i = live.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [live[i], live[j]] = [live[j], live[i]];
  }
  return live.slice(0, scenario.sources);
}

/** The times of the scenario's queries and the source each comes from (by position in `count`). */
function schedule(scenario: Scenario, window: { from: number; to: number }, count: number, seed: number) {
  const random = createRandom(seed + 1);
  const span = window.to - window.from;
  const { shape } = scenario;
  if (shape.kind === 'burst')
    return Array.from({ length: shape.queries }, () => ({
      time: window.from + Math.floor(random.next() * span),
      source: random.int(0, count - 1),
    }));
  const every = shape.kind === 'period' ? shape.everyMinutes * 60_000 : Math.floor(HOUR_MS / shape.perHour);
  const out: { time: number; source: number }[] = [];
  for (let time = window.from; time < window.to; time += every)
    for (let source = 0; source < (shape.kind === 'period' ? count : 1); source++) out.push({ time, source });
  return out;
}

function label(random: ReturnType<typeof createRandom>, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += LABEL_LETTERS[random.int(0, LABEL_LETTERS.length - 1)];
  return text;
}

const categoriesOf = (domain: ScenarioDomain) => ({
  contentCategoryId: contentId(domain.contentCategory),
  securityCategoryId: domain.securityCategory ? securityId(domain.securityCategory) : 0,
  threatId: THREATS.find((t) => t.name === domain.threat)?.id ?? 0,
});

/**
 * A started scenario's queries: deterministic from the world's seed, the scenario and the moment
 * it was started. The world decides them (mock-service/world/scenario-traffic.ts).
 */
export function scenarioQueries(
  scenario: Scenario,
  startedAt: number,
  sources: readonly WorldSource[],
  worldSeed: number,
): WorldQuery[] {
  const window = scenarioWindow(scenario, startedAt);
  const seed = hashString(`${scenario.id}@${startedAt}`, worldSeed);
  const picked = pickSources(scenario, sources, window.from, seed);
  if (!picked.length) return [];
  const random = createRandom(seed + 2);
  return schedule(scenario, window, picked.length, seed).map(({ time, source }) => {
    const from = picked[source];
    const domain = random.pick(scenario.domains);
    const name =
      scenario.shape.kind === 'randomLabels'
        ? `${label(random, scenario.shape.labelLength)}.${domain.name}`
        : domain.name;
    const ipv6 = from.type === 'Ipv6' || (from.type === 'SSE' && random.chance(0.35));
    return {
      time,
      orgId: from.orgId,
      sourceSetId: from.sourceSetId,
      sourceKey: from.key,
      ipVersion: ipv6 ? 'ipv6' : 'ipv4',
      protocol: PROTOCOLS[0],
      recordType: scenario.recordType,
      name,
      ...categoriesOf(domain),
    };
  });
}
