import { vi } from 'vitest';

/*
 * Import this first in a test file that calls callApi against msw's Node server. Node's fetch
 * rejects relative URLs, and callApi builds `${config.apiBaseUrl}${path}` from VITE_API_URL,
 * which config reads once, when it is first imported. The handlers match any origin.
 */
export const TEST_API_BASE = 'http://pdns-mock.test';
vi.stubEnv('VITE_API_URL', TEST_API_BASE);
