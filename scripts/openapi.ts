/**
 * Writes openapi.json (OpenAPI 3.1) from the endpoint declarations in src/api, so people writing
 * or testing a real backend share the console's contract:  npx tsx scripts/openapi.ts [out-file]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { type Endpoint, errorEnvelopeSchema } from '../src/api/contract';
import { allEndpoints } from '../src/api/endpoints';
import { config, productTitle } from '../src/config/env';

type JsonSchema = Record<string, unknown>;

/**
 * Both directions are described as they travel on the wire, i.e. the valibot input type:
 * transforms such as trimming and lower-casing happen after the bytes arrive.
 */
function schemaOf(schema: v.GenericSchema, what: string): JsonSchema {
  try {
    const { $schema: _dialect, ...json } = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode: 'input',
      errorMode: 'ignore',
      overrideAction: keepEveryPattern,
    });
    return json as JsonSchema;
  } catch (error) {
    return {
      description: `${what}: not expressible in JSON Schema (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
}

type OverrideAction = NonNullable<NonNullable<Parameters<typeof toJsonSchema>[1]>['overrideAction']>;

/** JSON Schema has one `pattern` per schema; further regex rules (display names have two) go into allOf. */
const keepEveryPattern: OverrideAction = ({ valibotAction, jsonSchema }) => {
  if (valibotAction.type !== 'regex' || !jsonSchema.pattern) return null;
  const { source } = (valibotAction as unknown as { requirement: RegExp }).requirement;
  if (source === jsonSchema.pattern) return null;
  return { ...jsonSchema, allOf: [...(jsonSchema.allOf ?? []), { pattern: source }] };
};

function queryParameters(endpoint: Endpoint): JsonSchema[] {
  const json = schemaOf(endpoint.request, `${endpoint.id} request`);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/**
 * A paged list's declaration, as prose for readers and as `x-paged-list` for tools: the
 * sortField enum is in the request schema, the rest (default sort, tie-breaks, search fields,
 * filters) only here.
 */
function listDetails(endpoint: Endpoint): JsonSchema {
  if (!endpoint.list) return {};
  const { sortFields, defaultSort, tieBreak = [], sortAs = {}, searchFields, filters } = endpoint.list;
  const lines = [
    `Paged list. Sort fields: ${sortFields.join(', ')}; default sort: ${defaultSort.field} ${defaultSort.order}.`,
    tieBreak.length ? `Ties break on ${tieBreak.join(', then ')}, in the same direction.` : '',
    Object.keys(sortAs).length ? `Sorted by address: ${Object.keys(sortAs).join(', ')}.` : '',
    `searchString matches, case-insensitively, any of: ${searchFields.join(', ')}.`,
    Object.keys(filters).length ? `Filters: ${Object.keys(filters).join(', ')}.` : '',
  ];
  return {
    description: lines.filter(Boolean).join(' '),
    'x-paged-list': { sortFields, defaultSort, tieBreak, sortAs, searchFields, filters: Object.keys(filters) },
  };
}

function operation(endpoint: Endpoint): JsonSchema {
  const parameters = endpoint.method === 'GET' ? queryParameters(endpoint) : [];
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...listDetails(endpoint),
    'x-effect': endpoint.effect,
    ...(endpoint.extension ? { 'x-extension': true } : {}),
    tags: [endpoint.id.split('.')[0]],
    security: endpoint.public ? [] : [{ bearerAuth: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.method === 'POST'
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.request, `${endpoint.id} request`) } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'Success: the result envelope.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['result'],
              properties: { result: schemaOf(endpoint.result, `${endpoint.id} result`) },
            },
          },
        },
      },
      400: errorReply('Invalid request (request.invalid, request.malformedJson) or a business rule (e.g. name.taken).'),
      ...(endpoint.public ? {} : { 401: errorReply('No valid session (auth.unauthorized, auth.sessionExpired).') }),
      403: errorReply('The caller may not do this (auth.forbidden).'),
      404: errorReply('Unknown item or endpoint (resource.notFound, request.unknownEndpoint).'),
      409: errorReply('The item is no longer in a state that allows this (e.g. orgRequest.closed).'),
      500: errorReply('Unexpected failure (internal.error).'),
    },
  };
}

export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of allEndpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: `${productTitle} API`,
      version: config.appVersion,
      description:
        'Every reply is either {"result": ...} or {"errors": [{"key", "message"?, "field"?}]}; the console shows the error-message table text for each key. Generated from src/api by scripts/openapi.ts.',
    },
    servers: [{ url: 'http://127.0.0.1:8787', description: 'The mock server (npm run mock-server)' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token from sign-in.' },
      },
      schemas: { ErrorEnvelope: schemaOf(errorEnvelopeSchema, 'error envelope') },
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const out = resolve(process.argv[2] ?? 'openapi.json');
  const document = buildOpenApiDocument();
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  console.log(
    `Wrote ${out}: ${Object.keys(document.paths as object).length} paths from ${allEndpoints.length} endpoints.`,
  );
}
