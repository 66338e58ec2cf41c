import { http, type HttpHandler } from 'msw';
import * as v from 'valibot';
import type { Endpoint } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { type Database, db } from '../db/database';
import { checkAccess } from './access';
import { endpointPattern } from './api-paths';
import { type Caller, resolveCaller } from './caller';
import { type Clock, clock } from './clock';
import { MockError, errorReply } from './mock-error';
import { notifyMutation } from './mutations';
import { bodyInput, queryInput } from './request-input';
import { runWithEffect } from './write-watch';
import { startAuditRecording } from '../audit/recorder';

export interface HandlerContext<E extends Endpoint, C> {
  input: v.InferOutput<E['request']>;
  caller: C;
  db: Database;
  clock: Clock;
  request: Request;
}

type Reply<E extends Endpoint> = v.InferInput<E['result']> | Promise<v.InferInput<E['result']>>;

const issuePath = (issue: v.BaseIssue<unknown>): string | undefined =>
  issue.path?.map((item) => String(item.key)).join('.') || undefined;

async function readInput(endpoint: Endpoint, request: Request): Promise<unknown> {
  const raw = endpoint.method === 'GET' ? queryInput(new URL(request.url), endpoint.request) : await bodyInput(request);
  const parsed = v.safeParse(endpoint.request, raw);
  if (parsed.success) return parsed.output;
  const [first] = parsed.issues;
  throw new MockError(ErrorKey.invalidRequest, 400, { field: issuePath(first), message: first.message });
}

/**
 * The whole request pipeline for one endpoint: session, access table row, input, resolver, reply.
 * Replies are parsed with the endpoint's result schema, which both drops table-only fields and
 * turns a handler that drifted from the contract into a 500 a developer sees at once.
 */
function pipeline<E extends Endpoint, C>(
  endpoint: E,
  authenticate: (request: Request) => C,
  resolver: (context: HandlerContext<E, C>) => Reply<E>,
): HttpHandler {
  const route = http[endpoint.method === 'GET' ? 'get' : 'post'];
  return route(endpointPattern(endpoint.path), async ({ request }) => {
    try {
      // Session and the access table's caller rows come before the body is read, so anonymous callers learn nothing of the schema.
      const caller = authenticate(request);
      const input = (await checkAccess(endpoint, caller as Caller | null, () =>
        readInput(endpoint, request),
      )) as v.InferOutput<E['request']>;
      // A write call's changes are recorded as it runs; its audit event is written only if it succeeds.
      const audit = endpoint.effect === 'write' ? startAuditRecording() : null;
      let result: v.SafeParseResult<E['result']>;
      try {
        const value = await runWithEffect(endpoint.id, endpoint.effect, () =>
          resolver({ input, caller, db, clock, request }),
        );
        result = v.safeParse(endpoint.result, value);
        if (!result.success) {
          console.error(`[mock] ${endpoint.id}: reply does not match the contract`, v.summarize(result.issues));
          throw new Error(`${endpoint.id}: reply does not match the contract`);
        }
      } catch (error) {
        await audit?.finish({ ok: false });
        throw error;
      }
      await audit?.finish({ ok: true, endpointId: endpoint.id, caller: caller as Caller | null, input });
      // The browser snapshots the database after each write; the effect is declared with the endpoint.
      if (endpoint.effect === 'write') await notifyMutation();
      return Response.json({ result: result.output });
    } catch (error) {
      if (error instanceof MockError) return errorReply(error.status, error.toItems());
      console.error(`[mock] ${endpoint.id} failed`, error);
      const message = error instanceof Error ? error.message : String(error);
      return errorReply(500, [{ key: ErrorKey.internal, message: `Unexpected error in ${endpoint.id}: ${message}` }]);
    }
  });
}

/** A handler for an endpoint that needs a signed-in caller. */
export function defineHandler<E extends Endpoint>(
  endpoint: E,
  resolver: (context: HandlerContext<E, Caller>) => Reply<E>,
): HttpHandler {
  if (endpoint.public) throw new Error(`${endpoint.id} is public: use definePublicHandler`);
  return pipeline(endpoint, resolveCaller, resolver);
}

/** A handler for a public endpoint (sign-in, personas, the error table); any token sent is ignored. */
export function definePublicHandler<E extends Endpoint>(
  endpoint: E,
  resolver: (context: HandlerContext<E, null>) => Reply<E>,
): HttpHandler {
  if (!endpoint.public) throw new Error(`${endpoint.id} needs a session: use defineHandler`);
  return pipeline(endpoint, () => null, resolver);
}
