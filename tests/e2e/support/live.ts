import { liveBaseURL, liveEnabled } from './env';
import { test } from './fixtures';

/**
 * Call at the top of a `test.describe('... @live', ...)` block: its tests run against the live
 * build and the mock server, and are skipped when live mode is not set up (see env.ts).
 */
export function useLiveMode(): void {
  test.skip(!liveEnabled, 'live mode needs scripts/mock-server.ts and dist-live (or E2E_LIVE=1)');
  test.use({ baseURL: liveBaseURL });
}
