// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/endpoints';
import { FALLBACK_MESSAGES } from '../../src/api/error-keys';
import { injectableKeys } from '../../mock-service/core/fault-keys';
import { buildOpenApiDocument } from '../openapi';
import { answerDevRoute, controlsOffered, methodsFor } from './dev-routes';

const get = async (path: string, withControls = true) =>
  (await answerDevRoute(new Request(`http://127.0.0.1:8851${path}`), withControls))!;

describe("the mock server's developer pages", () => {
  it('serves the OpenAPI document built from the contract (the one scripts/openapi.test.ts checks)', async () => {
    const reply = await get('/openapi.json');
    expect(reply.headers.get('content-type')).toBe('application/json');
    const served = await reply.json();
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    for (const endpoint of allEndpoints) {
      expect(served.paths[endpoint.path][endpoint.method.toLowerCase()].operationId).toBe(endpoint.id);
    }
  });

  it('serves a self-contained reference: every endpoint with an anchor, its access, and every error key', async () => {
    const reply = await get('/reference');
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await reply.text();
    // Offline: nothing is loaded from elsewhere, and no script runs.
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!json-schema\.org)/);
    for (const endpoint of allEndpoints) {
      const start = html.indexOf(`<section id="${endpoint.id}">`);
      expect(start, endpoint.id).toBeGreaterThan(0);
      const section = html.slice(start, html.indexOf('</section>', start));
      expect(section).toContain(`${endpoint.method} <code>${endpoint.path}</code>`);
      expect(section).toContain(endpoint.public ? '; public;' : '; authenticated');
      expect(section.includes('<h4>Paging</h4>'), endpoint.id).toBe(Boolean(endpoint.list));
    }
    for (const key of injectableKeys()) expect(html).toContain(`<tr id="error-${key}">`);
    expect(html).toContain(FALLBACK_MESSAGES['auth.sessionExpired']);
  });

  it('offers the controls on loopback only unless MOCK_CONTROLS says otherwise', async () => {
    expect(
      ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '192.168.1.4'].map((h) => controlsOffered(h, undefined)),
    ).toEqual([true, true, true, false, false]);
    expect([controlsOffered('0.0.0.0', '1'), controlsOffered('127.0.0.1', '0')]).toEqual([true, false]);
    expect(await answerDevRoute(new Request('http://127.0.0.1:8851/__mock/clock'), false)).toBeUndefined();
    expect((await get('/__mock/')).status).toBe(200);
    expect([methodsFor('/__mock/faults'), methodsFor('/api/org/list')]).toEqual([
      ['GET', 'POST', 'DELETE', 'OPTIONS'],
      ['GET', 'POST', 'OPTIONS'],
    ]);
  });
});
