/**
 * One dashboard data call through the mock's whole pipeline, as the worker answers it (the mock's
 * routing over the real handlers, no network): session, access row, input, the world built
 * from the seeded database, the reply checked against the contract. All organizations (the
 * Global organization), 30 days, as the global admin.
 *   npx tsx scripts/bench/dashboard-round-trip.ts [--runs 5]
 */
import { answerWith } from '../../mock-service/core/handler-routing';
import { pathToFileURL } from 'node:url';
import { filteredQueryTotalEndpoint } from '../../src/api/dashboard/contract';
import { handlers, resetTestDatabase, signInAs } from '../../mock-service/node';
import { PERSONA } from '../../mock-service/testing/personas';

export interface RoundTripFigures {
  /** The first call after start-up: builds the world and fills its day caches. */
  first: number;
  median: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function dashboardRoundTrip(runs: number): Promise<RoundTripFigures> {
  await resetTestDatabase();
  const token = signInAs(PERSONA.globalAdmin);
  const call = async () => {
    const start = performance.now();
    const request = new Request(`http://pdns-mock.bench${filteredQueryTotalEndpoint.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ orgId: 'org-global', duration: 30 }),
    });
    const response = await answerWith(handlers, request);
    const body = (await response?.json()) as { result?: { total: number } } | undefined;
    if (!body?.result?.total) throw new Error(`The dashboard call failed: ${JSON.stringify(body)}`);
    return performance.now() - start;
  };
  const first = await call();
  const later: number[] = [];
  for (let k = 0; k < Math.max(5, runs * 3); k++) later.push(await call());
  return { first, median: median(later) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
  void dashboardRoundTrip(runs).then((figures) => console.log(JSON.stringify(figures)));
}
