import './api-base';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type ApiError, setAccessToken } from '../../src/api/client';
import { createTestServer, resetTestDatabase, signInAs } from '../node';

/**
 * Shared set-up for tests that call the mock through the console's real client: the msw Node
 * server for the whole file, a freshly seeded database and no token before each test.
 */
export function useMockApi(): ReturnType<typeof createTestServer> {
  const server = createTestServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    setAccessToken(null);
    await resetTestDatabase();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Sign in as a seeded user and make the client send their token. */
export function actAs(email: string): string {
  const token = signInAs(email);
  setAccessToken(token);
  return token;
}

/** The error a call was refused with, or null when it succeeded: for asserting keyed refusals. */
export const failure = (promise: Promise<unknown>): Promise<ApiError | null> =>
  promise.then(
    () => null,
    (error: ApiError) => error,
  );
