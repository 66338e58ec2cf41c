// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ErrorKey } from '../src/api/error-keys';
import { allowedOrigins, refusal, replyHeaders } from './mock-server-policy';

const defaults = allowedOrigins(undefined);

describe('the mock server around its handlers', () => {
  it('allows the local dev and preview origins by default, and only the configured ones when set', () => {
    expect([...defaults].sort()).toEqual([
      'http://127.0.0.1:4173',
      'http://127.0.0.1:5173',
      'http://localhost:4173',
      'http://localhost:5173',
    ]);
    expect([...allowedOrigins('http://127.0.0.1:5121, https://console.example.gov/')]).toEqual([
      'http://127.0.0.1:5121',
      'https://console.example.gov',
    ]);
  });

  it('names an allowed origin in CORS, and gives no CORS to any other', () => {
    expect(replyHeaders('http://localhost:5173', defaults)['Access-Control-Allow-Origin']).toBe(
      'http://localhost:5173',
    );
    for (const origin of ['https://evil.example', 'null', undefined]) {
      expect(replyHeaders(origin, defaults)).not.toHaveProperty('Access-Control-Allow-Origin');
    }
  });

  it('sends nosniff and no-store on every reply, token-carrying ones included', () => {
    for (const origin of ['http://localhost:4173', 'https://evil.example', undefined]) {
      expect(replyHeaders(origin, defaults)).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
    }
  });

  it('answers methods the API never uses with a keyed 405 naming the allowed ones', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'HEAD']) {
      const reply = refusal(method, undefined, defaults)!;
      expect([method, reply.status, reply.headers.get('Allow')]).toEqual([method, 405, 'GET, POST, OPTIONS']);
      expect((await reply.json()).errors[0].key).toBe(ErrorKey.methodNotAllowed);
    }
  });

  it('refuses calls and preflights from unknown origins, and lets the rest through to the handlers', async () => {
    const refused = refusal('POST', 'https://evil.example', defaults)!;
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0].key).toBe(ErrorKey.forbidden);
    expect(refusal('OPTIONS', 'https://evil.example', defaults)?.status).toBe(403);
    expect(refusal('OPTIONS', 'http://127.0.0.1:4173', defaults)?.status).toBe(204);
    expect(refusal('POST', 'http://127.0.0.1:4173', defaults)).toBeUndefined();
    expect(refusal('GET', undefined, defaults)).toBeUndefined();
  });
});
