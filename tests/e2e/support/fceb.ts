import { fcebBaseURL, fcebEnabled } from './env';
import { test } from './fixtures';

/**
 * Call at the top of a `test.describe('... @fceb', ...)` block: its tests run against the
 * federal civilian build (dist-fceb, `npm run build:fceb`), and are skipped when it is not built.
 * Use `page` there, not `signedIn`: the shared signed-in pages open the project's (CI) build.
 */
export function useFcebBuild(): void {
  test.skip(!fcebEnabled, 'the federal civilian build needs dist-fceb (npm run build:fceb) or E2E_FCEB=1');
  test.use({ baseURL: fcebBaseURL });
}
