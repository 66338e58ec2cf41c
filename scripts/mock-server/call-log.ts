import { liveSessions } from '../../mock-service/core/sessions';

/**
 * One line per call in the mock server's log:
 *   2026-11-24T22:40:01.512Z POST /user/api/user/create 400 12.3ms daniel.okafor@usda.gov request.invalid
 * time, method, path, status, milliseconds, the signed-in caller's e-mail (or -), and the first
 * error key of a refusal. Nothing else: no bodies, no tokens.
 */
export interface CallFacts {
  /** The caller's e-mail when the call came with a live session, or the one sign-in just started. */
  caller?: string;
  errorKey?: string;
}

/** The e-mail behind a bearer token, read without touching the session (an expired one stays for the handler to refuse). */
export function callerOf(authorization: string | string[] | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(typeof authorization === 'string' ? authorization : '');
  return match ? liveSessions().find((session) => session.token === match[1])?.email : undefined;
}

/** What the reply tells the log: the error key of a refusal, the caller of a fresh session. Reads a clone. */
export async function replyFacts(response: Response): Promise<CallFacts> {
  if (response.type === 'error' || !response.headers.get('content-type')?.includes('json')) return {};
  try {
    const body = (await response.clone().json()) as { errors?: { key?: unknown }[]; result?: { token?: unknown } };
    if (response.status >= 400) {
      const key = body.errors?.[0]?.key;
      return typeof key === 'string' ? { errorKey: key } : {};
    }
    const token = body.result?.token;
    return typeof token === 'string' ? { caller: callerOf(`Bearer ${token}`) } : {};
  } catch {
    return {};
  }
}

export function callLine(call: {
  at?: Date;
  method: string;
  url: string;
  status: number;
  ms: number;
  facts: CallFacts;
}): string {
  // A dropped connection (chaos's network error) has no status of its own.
  const status = call.status > 0 ? String(call.status) : 'dropped';
  const parts = [
    (call.at ?? new Date()).toISOString(),
    call.method,
    call.url,
    status,
    `${call.ms.toFixed(1)}ms`,
    call.facts.caller ?? '-',
  ];
  if (call.facts.errorKey) parts.push(call.facts.errorKey);
  return parts.join(' ');
}
