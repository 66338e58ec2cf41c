import { describe, expect, it } from 'vitest';
import { createRequestHold } from './request-hold';

describe('request hold', () => {
  it('lets calls through unless their path is held, and answers held calls on release', async () => {
    const hold = createRequestHold();
    await expect(hold.wait('/api/org-request/list')).resolves.toBeUndefined();

    hold.hold('^/api/org-request/');
    let answered = false;
    const held = hold.wait('/api/org-request/list').then(() => (answered = true));
    await hold.wait('/auth/personas');
    await Promise.resolve();
    expect(answered).toBe(false);

    hold.release();
    await held;
    expect(answered).toBe(true);
    await expect(hold.wait('/api/org-request/list')).resolves.toBeUndefined();
  });
});
