import { describe, expect, it } from 'vitest';
import { routeMatches } from './find-target';

describe('routeMatches', () => {
  it('matches a route with or without its trailing slash, and a $ segment with any one segment', () => {
    expect(routeMatches('/logs/log-push', '/logs/log-push/')).toBe(true);
    expect(routeMatches('/policy-editor/edit/$id', '/policy-editor/edit/pol-12')).toBe(true);
    expect(routeMatches('/policy-editor/edit/$id', '/policy-editor/edit')).toBe(false);
    expect(routeMatches('/logs/log-push', '/logs/log-push/form')).toBe(false);
  });
});
