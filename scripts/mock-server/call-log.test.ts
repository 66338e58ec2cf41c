// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessions, createSession } from '../../mock-service/core/sessions';
import { errorReply } from '../../mock-service/core/mock-error';
import { callLine, callerOf, replyFacts } from './call-log';

afterEach(() => clearSessions());
const at = new Date('2026-11-24T22:40:01.512Z');

describe("the mock server's log line", () => {
  it('names the caller of a live session, and nobody for an unknown token or none', () => {
    const { token } = createSession('daniel.okafor@usda.gov', 'org-usda');
    expect([callerOf(`Bearer ${token}`), callerOf('Bearer nope'), callerOf(undefined)]).toEqual([
      'daniel.okafor@usda.gov',
      undefined,
      undefined,
    ]);
  });

  it('reads the error key of a refusal and the caller of a fresh session from the reply, leaving it readable', async () => {
    const refused = errorReply(400, [{ key: 'request.invalid', message: 'x', field: 'displayName' }]);
    expect(await replyFacts(refused)).toEqual({ errorKey: 'request.invalid' });
    expect((await refused.json()).errors[0].field).toBe('displayName');
    const { token } = createSession('hannah.kim@energy.gov', 'org-energy');
    expect(await replyFacts(Response.json({ result: { token, expiresInSeconds: 1200 } }))).toEqual({
      caller: 'hannah.kim@energy.gov',
    });
    expect(await replyFacts(new Response('<html>', { headers: { 'Content-Type': 'text/html' } }))).toEqual({});
    expect(await replyFacts(Response.error())).toEqual({});
  });

  it('is one line: time, method, path, status, ms, caller or -, and the key of a refusal', () => {
    const base = { at, method: 'POST', url: '/api/org/display-name/update', ms: 12.345 };
    expect(callLine({ ...base, status: 400, facts: { caller: 'a@b.gov', errorKey: 'request.invalid' } })).toBe(
      '2026-11-24T22:40:01.512Z POST /api/org/display-name/update 400 12.3ms a@b.gov request.invalid',
    );
    expect(callLine({ ...base, status: 200, facts: {} })).toBe(
      '2026-11-24T22:40:01.512Z POST /api/org/display-name/update 200 12.3ms -',
    );
    expect(callLine({ ...base, status: 0, facts: {} })).toContain(' dropped ');
  });
});
