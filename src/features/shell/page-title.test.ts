import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/routeTree.gen';
import { productTitle } from '@/config/env';
import { documentTitle } from './page-title';

function allRoutes(route: AnyRoute): AnyRoute[] {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  const list = Array.isArray(children) ? children : Object.values(children);
  return [route, ...list.flatMap(allRoutes)];
}

/** WCAG 2.4.2: every page says what it is in the browser's title. */
describe('page titles', () => {
  const routes = allRoutes(routeTree as unknown as AnyRoute).filter((route) => !route.isRoot);

  it('finds the whole route table', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((route) => [route.id as string, route] as const))('%s sets a title', (_id, route) => {
    const title = (route.options.staticData as { title?: string } | undefined)?.title;
    expect(title?.trim()).toBeTruthy();
  });

  it('names the page before the product', () => {
    expect(documentTitle('Users')).toBe(`Users | ${productTitle}`);
  });
});
