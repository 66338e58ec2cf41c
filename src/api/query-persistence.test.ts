import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { markRestoredStale } from './query-persistence';

describe('the restored query cache', () => {
  it('shows the stored answer but is stale, so a mounted query asks the service again', () => {
    const before = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    before.setQueryData(['policies', 'detail', 'pol-1'], { status: 'PENDING_APPROVAL' });
    const stored: PersistedClient = { timestamp: Date.now(), buster: '', clientState: dehydrate(before) };
    // A just-written copy is fresh by its own clock: without the mark it would be shown for 30 s.
    expect(
      before
        .getQueryCache()
        .find({ queryKey: ['policies', 'detail', 'pol-1'] })
        ?.isStale(),
    ).toBe(false);

    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(after, markRestoredStale(JSON.parse(JSON.stringify(stored)) as PersistedClient).clientState);
    const query = after.getQueryCache().find({ queryKey: ['policies', 'detail', 'pol-1'] });
    expect(query?.state.data).toEqual({ status: 'PENDING_APPROVAL' });
    expect(query?.isStale()).toBe(true);
  });
});
