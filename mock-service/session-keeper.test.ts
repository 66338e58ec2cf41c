import { createStore, get } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { clearSessions, createSession, endSession, findSession } from './core/sessions';
import { createSessionKeeper } from './session-keeper';

const shown = (token: string) =>
  new Request('http://localhost/api/x', { headers: { Authorization: `Bearer ${token}` } });

describe('sessions outliving the worker that issued them (a new leader tab)', () => {
  it('takes back a session the previous worker issued, by its token only, and never stores the token', async () => {
    const first = createSessionKeeper();
    await first.restore();
    const kept = createSession('someone@example.gov', 'org-usda');
    const ended = createSession('gone@example.gov', 'org-usda');
    await first.save();
    endSession(ended.token);
    await first.save();
    const stored = JSON.stringify(await get('sessions', createStore('pdns-mock', 'snapshot')));
    expect(stored).toContain('someone@example.gov');
    expect(stored).not.toContain(kept.token);

    // The worker restarts: its sessions in memory are gone.
    clearSessions();
    const next = createSessionKeeper();
    await next.restore();
    await next.adopt(shown('f'.repeat(64)));
    expect(findSession('f'.repeat(64)).status).toBe('missing');
    await next.adopt(shown(ended.token));
    expect(findSession(ended.token).status).toBe('missing');
    await next.adopt(shown(kept.token));
    const found = findSession(kept.token);
    expect(found.status === 'ok' && found.session.email).toBe('someone@example.gov');
  });
});
