// @vitest-environment node
import { TEST_API_BASE } from '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/endpoints';
import { ErrorKey } from '../../src/api/error-keys';
import { useMockApi } from '../testing/api-test-setup';
import { endpointPattern } from '../core/api-paths';
import { fileHandler } from '../core/files/file-handler';
import { handlers } from './index';

useMockApi();

describe('handler completeness', () => {
  it('declares one handler per endpoint, the file service, then the catch-all last', () => {
    const declared = handlers.map((h) => `${h.info.method} ${String(h.info.path)}`);
    for (const endpoint of allEndpoints)
      expect(declared).toContain(`${endpoint.method} ${String(endpointPattern(endpoint.path))}`);
    expect(handlers).toContain(fileHandler);
    expect(handlers).toHaveLength(allEndpoints.length + 2);
    expect(handlers.at(-1)?.info.path).toBe('*');
  });

  it.each(allEndpoints.map((e) => [e.id, e] as const))(
    '%s answers with its own reply, never unknownEndpoint',
    async (_id, endpoint) => {
      const response = await fetch(`${TEST_API_BASE}${endpoint.path}`, {
        method: endpoint.method,
        headers: { 'Content-Type': 'application/json' },
        body: endpoint.method === 'POST' ? '{}' : undefined,
      });
      const body = await response.json();
      expect(body.errors?.[0]?.key).not.toBe(ErrorKey.unknownEndpoint);
      expect(response.status).toBe(endpoint.public ? (body.errors ? 400 : 200) : 401);
    },
  );

  it('matches whole paths only, whatever the query string', async () => {
    const response = await fetch(`${TEST_API_BASE}/api/auth/personas`);
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].key).toBe(ErrorKey.unknownEndpoint);
    const withQuery = await fetch(`${TEST_API_BASE}/auth/personas?utm=1`);
    expect(withQuery.status).toBe(200);
  });
});
