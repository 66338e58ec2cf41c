// @vitest-environment node
import '../testing/api-base';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client';
import { type AccessRule, accessTable } from '../../src/api/access';
import { type Effect, defineEndpoint } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { defineHandler } from './define-handler';
import { onMutation } from './mutations';

const server = useMockApi();

/** A probe endpoint, open to any signed-in caller so the access check lets it through. */
const probe = (path: string, effect: Effect) => {
  (accessTable as Record<string, AccessRule>)[`test.${path}`] = { who: 'session' };
  return defineEndpoint({
    id: `test.${path}`,
    method: 'POST',
    path,
    effect,
    summary: 'test',
    request: v.object({}),
    result: v.object({ description: v.string() }),
  });
};

describe('declared effects', () => {
  it('fails a call declared as a read that changed the database, so the write cannot go unsaved', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const updates = probe('/api/test/read-updates', 'read');
    const creates = probe('/api/test/read-creates', 'read');
    server.use(
      defineHandler(updates, async ({ db }) => {
        const [banner] = db.informationBanners.all();
        await db.informationBanners.update(banner, { data: (b) => void (b.headerText = 'changed') });
        return { description: 'done' };
      }),
      defineHandler(creates, async ({ db }) => {
        await db.rulesOfBehavior.create({ email: 'x@example.gov', version: '1', signedAt: '2026-11-23T00:00:00.000Z' });
        return { description: 'done' };
      }),
    );
    actAs(PERSONA.globalAdmin);
    for (const endpoint of [updates, creates]) {
      const error = await callApi(endpoint, {}).catch((e) => e);
      expect(error).toMatchObject({ status: 500, key: ErrorKey.internal });
      expect(String(error.errors[0].serverMessage)).toContain("declared effect 'read' but changed the database");
    }
    logged.mockRestore();
  });

  it('snapshots after a write and not after a read', async () => {
    const saved = vi.fn();
    const stop = onMutation(saved);
    const write = probe('/api/test/write', 'write');
    const read = probe('/api/test/read', 'read');
    server.use(
      defineHandler(write, async ({ db }) => {
        const [banner] = db.informationBanners.all();
        await db.informationBanners.update(banner, { data: (b) => void (b.headerText = 'changed') });
        return { description: 'written' };
      }),
      defineHandler(read, ({ db }) => ({ description: db.informationBanners.all()[0].headerText })),
    );
    actAs(PERSONA.globalAdmin);
    await expect(callApi(read, {})).resolves.not.toEqual({ description: 'changed' });
    expect(saved).not.toHaveBeenCalled();
    await expect(callApi(write, {})).resolves.toEqual({ description: 'written' });
    expect(saved).toHaveBeenCalledTimes(1);
    await expect(callApi(read, {})).resolves.toEqual({ description: 'changed' });
    expect(saved).toHaveBeenCalledTimes(1);
    stop();
  });
});
