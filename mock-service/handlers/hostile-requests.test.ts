// @vitest-environment node
import { TEST_API_BASE } from '../testing/api-base';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../src/api/contract';
import { resultEnvelope } from '../../src/api/contract';
import { allEndpoints } from '../../src/api/endpoints';
import { ErrorKey } from '../../src/api/error-keys';
import { type TableName, db, tableNames } from '../db/database';

/**
 * Which tables differ from a snapshot of record references: @msw/data replaces a record object
 * on every write, so equal references mean an unchanged table. Cheap with 10,000-odd users, where
 * a deep copy per request took minutes.
 */
const tableRefs = () => new Map(tableNames.map((name) => [name, [...db[name].all()]] as const));
const changedTables = (before: ReturnType<typeof tableRefs>): TableName[] =>
  tableNames.filter((name) => {
    const was = before.get(name)!;
    const now = db[name].all();
    return was.length !== now.length || now.some((record, i) => record !== was[i]);
  });
import { resetTestDatabase, signInAs } from '../node';
import { useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

/*
 * Malformed and hostile requests at every declared endpoint (new ones are covered as they are
 * added to src/api/endpoints.ts). Whatever arrives, the mock answers with a keyed error envelope
 * or a reply its contract accepts; it never throws, never answers internal.error, never pollutes
 * prototypes, and a request that fails leaves the database as it was.
 */
useMockApi();

/** HOSTILE_RUNS=500 for a longer hunt; the default keeps the unit suite quick. */
const NUM_RUNS = Number(process.env.HOSTILE_RUNS ?? 30);

const scripts = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '<svg onload=alert(1)>',
  "'; DROP TABLE users; --",
  '{{constructor.constructor("alert(1)")()}}',
  '\u0000\u202e\ud800',
];
const hostileKeys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', ''];

/** JSON text too deep for JSON.stringify to build, carried as is into the body. */
class DeepJson {
  constructor(readonly text: string) {}
}
const deep = (depth: number) => new DeepJson(`${'{"a":['.repeat(depth)}"bottom"${']}'.repeat(depth)}`);
const encode = (value: unknown): string => (value instanceof DeepJson ? value.text : (JSON.stringify(value) ?? 'null'));

/** Values from the seeded database, so some requests get past validation into the resolvers. */
function knownValues(): unknown[] {
  const pick = (table: TableName, field: string) =>
    (db[table].all() as unknown as Record<string, unknown>[]).slice(0, 3).map((row) => row[field]);
  return [
    ...Object.values(PERSONA),
    ...pick('organizations', 'orgId'),
    ...pick('orgRequests', 'requestId'),
    '1',
    'asc',
    10,
  ];
}

const hostileValue = (known: unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1e308,
      -0,
      Number.MAX_SAFE_INTEGER + 2,
      '',
      ' ',
      [],
      {},
      ...scripts,
    ),
    fc.string({ maxLength: 40 }),
    fc.integer().map((n) => n),
    fc.double(),
    fc.constantFrom('x'.repeat(70_000), '€'.repeat(20_000)),
    fc.integer({ min: 50, max: 5000 }).map(deep),
    fc.constantFrom<unknown>({ __proto__: { polluted: true } }, { constructor: { prototype: { polluted: true } } }),
    fc.jsonValue({ maxDepth: 3 }),
  );

const fieldsOf = (endpoint: Endpoint): string[] =>
  Object.keys((endpoint.request as unknown as { entries?: Record<string, unknown> }).entries ?? {});

/** An object with the endpoint's own field names (some dropped) and hostile extras, as JSON text. */
function objectBody(endpoint: Endpoint, known: unknown[]): fc.Arbitrary<string> {
  const names = [...fieldsOf(endpoint), ...hostileKeys, 'extra'];
  return fc.array(fc.tuple(fc.constantFrom(...names), hostileValue(known)), { maxLength: 8 }).map((pairs) => {
    // Built as text so "__proto__" lands as an own key, as it would from a real client.
    const members = pairs.map(([key, value]) => `${JSON.stringify(key)}:${encode(value)}`);
    return `{${members.join(',')}}`;
  });
}

const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    '42',
    '"text"',
    '[]',
    '[1,2]',
    '{',
    '{"a":',
    'undefined',
    '<xml/>',
    '\u0000',
    'x=1&y=2',
    '{"__proto__":{"polluted":true}}',
  ),
  fc.constant(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  fc.string({ maxLength: 200 }),
  ...scripts.map((s) => fc.constant(s)),
);

function queryString(endpoint: Endpoint, known: unknown[]): fc.Arbitrary<string> {
  const names = [...fieldsOf(endpoint), ...hostileKeys, 'extra'];
  return fc.array(fc.tuple(fc.constantFrom(...names), hostileValue(known)), { maxLength: 6 }).map((pairs) => {
    const query = new URLSearchParams();
    for (const [key, value] of pairs) query.append(key, typeof value === 'string' ? value : encode(value));
    return query.toString();
  });
}

type Auth = 'none' | 'admin' | 'noRoles' | 'garbage' | 'lowercase' | 'huge' | 'basic';
const authArb = fc.constantFrom<Auth>('none', 'admin', 'admin', 'noRoles', 'garbage', 'lowercase', 'huge', 'basic');

function authHeader(auth: Auth): string | undefined {
  switch (auth) {
    case 'none':
      return undefined;
    case 'admin':
      return `Bearer ${signInAs(PERSONA.globalAdmin)}`;
    case 'noRoles':
      return `Bearer ${signInAs(PERSONA.noRoles)}`;
    case 'garbage':
      return 'Bearer <script>alert(1)</script>';
    case 'lowercase':
      return `bearer ${signInAs(PERSONA.globalAdmin)}`;
    case 'huge':
      return `Bearer ${'a'.repeat(60_000)}`;
    case 'basic':
      return 'Basic YWRtaW46YWRtaW4=';
  }
}

interface Hostile {
  method: string;
  query: string;
  body: string | undefined;
  auth: Auth;
  contentType: string | undefined;
}

function hostileRequest(endpoint: Endpoint, known: unknown[]): fc.Arbitrary<Hostile> {
  const wrongMethods = ['PUT', 'DELETE', 'PATCH', endpoint.method === 'GET' ? 'POST' : 'GET'];
  return fc.record({
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constant(endpoint.method) },
      { weight: 1, arbitrary: fc.constantFrom(...wrongMethods) },
    ),
    query: fc.oneof(fc.constant(''), queryString(endpoint, known)),
    body: fc.oneof({ weight: 3, arbitrary: objectBody(endpoint, known) }, { weight: 1, arbitrary: rawBody }),
    auth: authArb,
    contentType: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  });
}

const isErrorEnvelope = (body: unknown): body is { errors: { key: string }[] } =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { errors?: unknown }).errors) &&
  (body as { errors: unknown[] }).errors.length > 0 &&
  (body as { errors: { key?: unknown }[] }).errors.every((e) => typeof e?.key === 'string' && e.key.length > 0);

async function send(endpoint: Endpoint, request: Hostile): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const authorization = authHeader(request.auth);
  if (authorization) headers.Authorization = authorization;
  if (request.contentType) headers['Content-Type'] = request.contentType;
  const bodyAllowed = request.method !== 'GET';
  const url = `${TEST_API_BASE}${endpoint.path}${request.query ? `?${request.query}` : ''}`;
  return fetch(url, { method: request.method, headers, body: bodyAllowed ? request.body : undefined });
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('hostile requests at every endpoint', () => {
  const cleanPrototype = prototypeKeys();

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(endpoint, knownValues()), async (request) => {
          const before = tableRefs();
          const response = await send(endpoint, request);
          const text = await response.text();
          let body: unknown;
          expect(() => (body = JSON.parse(text)), `reply is JSON: ${text.slice(0, 200)}`).not.toThrow();

          if (isErrorEnvelope(body)) {
            expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
            expect(response.status, JSON.stringify(body)).toBeLessThan(500);
            expect(body.errors.map((e) => e.key)).not.toContain(ErrorKey.internal);
            expect(changedTables(before), 'a failed request changed the database').toEqual([]);
          } else {
            expect(response.status).toBe(200);
            const checked = v.safeParse(resultEnvelope(endpoint.result), body);
            expect(checked.success, `a success reply the contract rejects: ${text.slice(0, 300)}`).toBe(true);
            // A hostile request that was also valid may change data; start the next one from the seed
            // again. The same reset as between tests (only the tables written, from the run's copy of
            // the seed), so the next test's reset finds nothing left to do.
            if (changedTables(before).length) await resetTestDatabase();
          }
          expect(consoleError, 'the pipeline logged an unexpected failure').not.toHaveBeenCalled();
          expect(prototypeKeys()).toBe(cleanPrototype);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: NUM_RUNS },
      );
    },
    15_000 + NUM_RUNS * 1_000,
  );
});
