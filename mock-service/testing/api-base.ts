import { vi } from 'vitest';
import { TEST_API_BASE } from './test-api-base';

/*
 * Import this first in a test file that calls callApi against msw's Node server. Node's fetch
 * rejects relative URLs, and callApi builds `${config.apiBaseUrl}${path}` from VITE_API_URL,
 * which config reads once, when it is first imported. The handlers match any origin.
 * (The `node` project also sets it for every file, vite.config.ts: its files share one module
 * graph, so the first file to import the client may not be one that imports this.)
 */
export { TEST_API_BASE };
vi.stubEnv('VITE_API_URL', TEST_API_BASE);
