import { describe, expect, it } from 'vitest';
import { ROUTES, routeTreePaths } from './route-table';

/*
 * The accessibility walk's table against src/routeTree.gen.ts: a file read, so it runs in vitest
 * rather than holding a browser context in Playwright.
 */
describe('the accessibility walk’s route table', () => {
  it('has a row for every route in routeTree.gen.ts, and none for a route that no longer exists', () => {
    const covered = new Set(ROUTES.map((visit) => visit.route));
    const declared = routeTreePaths();
    expect(declared.length).toBeGreaterThan(40);
    expect(
      declared.filter((path) => !covered.has(path)),
      'routes missing from tests/e2e/support/route-table.ts',
    ).toEqual([]);
    expect(
      [...covered].filter((path) => !declared.includes(path)),
      'rows for routes that no longer exist',
    ).toEqual([]);
  });
});
