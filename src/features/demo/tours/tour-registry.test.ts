import { createRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/routeTree.gen';
import { PERSONAS } from '../../../../mock-service/seed/personas';
import { SCENARIOS } from '../../../../mock-service/scenarios';
import { tourFiles, tours } from './tour-registry';
import { tourSchema } from './tour-schema';

const trim = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
// The router works out each route's full path (pathless layouts left out) when it is made.
const routePaths = new Set(Object.keys(createRouter({ routeTree, context: {} as never }).routesByPath).map(trim));
const firstNames = new Set(PERSONAS.map((persona) => persona.firstName.toLowerCase()));
const scenarioIds = new Set(SCENARIOS.map((scenario) => scenario.id));

/** Every file in ./library is a tour a trainer can start: valid, unique, on routes the console has. */
describe('the guided tours', () => {
  const files = Object.entries(tourFiles);

  it('finds the tour files, the five of the training plan among them', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(tours.map((tour) => tour.title)).toEqual(
      expect.arrayContaining([
        'Approve a policy with two people',
        'Investigate a blocked domain',
        'Onboard an organization',
        'Schedule an extract',
        'Connect a log push destination',
      ]),
    );
  });

  it.each(files)('%s is a valid tour named as its file', (path, file) => {
    const parsed = v.safeParse(tourSchema, file);
    expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined();
    expect(path).toBe(`./library/${(file as { id: string }).id}.ts`);
  });

  it('has unique ids', () => {
    const ids = tours.map((tour) => tour.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(files.length);
  });

  it.each(tours.map((tour) => [tour.id, tour] as const))(
    '%s names routes, personas and a scenario that exist',
    (_id, tour) => {
      const routes = tour.steps.flatMap((step) => [
        step.route,
        step.advanceOn?.on === 'route' ? step.advanceOn.path : undefined,
      ]);
      const missing = routes.filter((route) => route !== undefined && !routePaths.has(trim(route)));
      expect(missing, 'routes not in src/routeTree.gen.ts').toEqual([]);
      const personas = [tour.persona, ...tour.steps.map((step) => step.persona)].filter((name) => name !== undefined);
      expect(personas.filter((name) => !firstNames.has(name))).toEqual([]);
      if (tour.scenario) expect(scenarioIds.has(tour.scenario)).toBe(true);
    },
  );

  it('knows a route it does not have', () => {
    expect(routePaths.has('/policy-editor/view/$id')).toBe(true);
    expect(routePaths.has('/policy-editor/approve')).toBe(false);
  });
});
