import { Store } from '@tanstack/store';
import * as v from 'valibot';
import { config } from '@/config/env';
import { listen } from '@/lib/listen';
import {
  type ApiErrorItem,
  type Endpoint,
  type RequestOf,
  type ResultOf,
  errorEnvelopeSchema,
  resultEnvelope,
} from './contract';
import { ErrorKey, FALLBACK_MESSAGES } from './error-keys';

/** A failed call: one or more keyed errors, each with the text the console shows for it. */
export class ApiError extends Error {
  /**
   * `message` is the error table's text for the key; `serverMessage` is what the server itself
   * said, which is more specific for field errors (e.g. which rule a value broke).
   */
  readonly errors: (ApiErrorItem & { message: string; serverMessage?: string })[];
  readonly status: number;
  constructor(errors: ApiErrorItem[], status: number) {
    const resolved = errors.map((e) => ({ ...e, serverMessage: e.message, message: messageForKey(e.key, e.message) }));
    super(resolved[0]?.message ?? FALLBACK_MESSAGES[ErrorKey.internal]);
    this.name = 'ApiError';
    this.errors = resolved;
    this.status = status;
  }
  get key(): string {
    return this.errors[0]?.key ?? ErrorKey.internal;
  }
  hasKey(key: string): boolean {
    return this.errors.some((e) => e.key === key);
  }
  /** The first error with this key, if any. */
  find(key: string): (ApiErrorItem & { message: string; serverMessage?: string }) | undefined {
    return this.errors.find((e) => e.key === key);
  }
}

let errorTable: Record<string, string> = {};
let token: string | null = null;
let onUnauthorized: ((error: ApiError) => void) | null = null;
/** The user's last call: a new object each time, so listeners hear two calls in one millisecond. */
const lastCall = new Store<{ at: number } | null>(null);

/** The error-message table loaded at start-up; keys it lacks fall back to built-in text. */
export function setErrorMessages(table: Record<string, string>): void {
  errorTable = { ...table };
}

export function messageForKey(key: string, serverMessage?: string): string {
  return errorTable[key] ?? FALLBACK_MESSAGES[key] ?? serverMessage ?? 'An unknown error occurred.';
}

/** The session token lives in memory only, never in web storage. */
export function setAccessToken(value: string | null): void {
  token = value;
  signingOut = false;
}

/** Set from the start of a sign-out until the next token: see `beginSignOut`. */
let signingOut = false;

/**
 * Sign-out has begun: the API's session is about to end, and would refuse (401) anything sent
 * with it. From here until the next token, calls fail at once, unsent (`client.signedOut`): an
 * area preloading in the background or a refetch still under way asks nothing more. Returns the
 * token, for the sign-out call itself (`CallOptions.token`).
 */
export function beginSignOut(): string | null {
  const current = token;
  token = null;
  signingOut = true;
  return current;
}
export const getAccessToken = (): string | null => token;

export const getLastApiCallAt = (): number | null => lastCall.state?.at ?? null;
export function onApiCall(listener: (at: number) => void): () => void {
  return listen(lastCall, () => listener(lastCall.state!.at));
}

/** Called once per 401 reply, with its error, so the session layer can sign the user out. */
export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | null): void {
  onUnauthorized = handler;
}

function buildUrl(endpoint: Endpoint, input: Record<string, unknown>): string {
  const url = `${config.apiBaseUrl}${endpoint.path}`;
  if (endpoint.method !== 'GET') return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

let backgroundWork = 0;

/**
 * Runs work the user did not ask for (the menu's areas preloading when the browser is idle):
 * the calls made meanwhile are not the user's activity, so they neither keep an idle session
 * alive nor reach `onApiCall` listeners. The user's own clicks and keys still count.
 */
export async function withoutActivity<T>(work: () => Promise<T>): Promise<T> {
  backgroundWork++;
  try {
    return await work();
  } finally {
    backgroundWork--;
  }
}

function recordCall(background: boolean): void {
  if (background) return;
  lastCall.setState(() => ({ at: Date.now() }));
}

/** Calls wait for this first: in demo mode, the in-page mock starting up (src/main.tsx). */
let backendReady: Promise<unknown> = Promise.resolve();
export function callsWaitFor(ready: Promise<unknown>): void {
  backendReady = ready.catch(() => undefined);
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent instead of the session's token: the sign-out call, made after `beginSignOut`. */
  token?: string;
}

/** Calls one declared endpoint and returns its checked `result`, or throws ApiError. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResultOf<E>> {
  // Decided when the call starts: a preload's loader starts its prefetch and returns, so the reply
  // may come after the background work has ended, and must not count as the user's activity.
  const background = backgroundWork > 0;
  const body = (input ?? {}) as Record<string, unknown>;
  if (signingOut && !options.token) throw new ApiError([{ key: ErrorKey.signedOut }], 0);
  const bearer = options.token ?? token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (endpoint.method !== 'GET') headers['Content-Type'] = 'application/json';

  await backendReady;
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint, body), {
      method: endpoint.method,
      headers,
      body: endpoint.method === 'GET' ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    recordCall(background);
    throw new ApiError([{ key: ErrorKey.network, message: String(cause) }], 0);
  }
  recordCall(background);

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError([{ key: ErrorKey.badReply, message: `${endpoint.id}: reply is not JSON` }], response.status);
  }

  const failure = v.safeParse(errorEnvelopeSchema, payload);
  if (failure.success) {
    const error = new ApiError(failure.output.errors, response.status);
    if (response.status === 401) onUnauthorized?.(error);
    throw error;
  }
  const success = v.safeParse(resultEnvelope(endpoint.result), payload);
  if (!success.success || !response.ok) {
    const where = success.success ? `HTTP ${response.status}` : v.summarize(success.issues);
    console.error(`[api] ${endpoint.id}: reply does not match its contract`, where);
    throw new ApiError([{ key: ErrorKey.badReply, message: `${endpoint.id}: ${where}` }], response.status);
  }
  return (success.output as { result: ResultOf<E> }).result;
}
