import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

// The chaos walk's route list (read from src/routeTree.gen.ts): a file read, so vitest checks it.
describe('the chaos walk’s routes', () => {
  it('cover the areas of the app', () => {
    const routes = appRoutes();
    for (const area of [
      '/dashboard',
      '/logs/viewer',
      '/policy-editor',
      '/threats/policy-coverage',
      '/organizations/users',
      '/access-requests',
      '/global-policy-dispute',
    ]) {
      expect(routes).toContain(area);
    }
  });
});
