import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions, PersistedClient } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { config } from '@/config/env';
import { variantKey } from '@/config/variant';
import { queryClient } from './query-client';

const store = createStore('pdns-query-cache', 'cache');
const RESTORE_START = 'pdns-query-cache:restore-start';

export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: (key: string) => {
      performance.mark(RESTORE_START);
      return get<string>(key, store).then((value) => value ?? null);
    },
    setItem: (key: string, value: string) => set(key, value, store),
    removeItem: (key: string) => del(key, store),
  },
  key: 'pdns-query-cache',
  throttleTime: 1000,
  deserialize: (cached: string) => {
    const client = markRestoredStale(JSON.parse(cached) as PersistedClient);
    // Read by the benchmark (scripts/bench): reading and parsing the persisted cache at start-up.
    if (performance.getEntriesByName(RESTORE_START).length)
      performance.measure('pdns-query-cache:restore', RESTORE_START);
    return client;
  },
});

/**
 * The stored cache paints a reloaded page at once, but it is never fresh: its copy is written at
 * most once a second, so a reload straight after a change (an approval, say) would otherwise show
 * the answer from before the change for the rest of `staleTime`, and another tab may have changed
 * the data since. Every restored query is therefore marked invalidated, so whatever mounts shows
 * the stored answer and asks again.
 */
export function markRestoredStale(client: PersistedClient): PersistedClient {
  for (const query of client.clientState.queries) query.state.isInvalidated = true;
  return client;
}

/** Queries holding log records or personal data opt out with `meta: { persist: false }`. */
export const shouldPersistQuery = (query: Query): boolean =>
  query.state.status === 'success' && query.meta?.persist !== false;

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: 24 * 60 * 60 * 1000,
  // A new release never reads an older release's cache, nor a demo switched to another build
  // variant (src/config/variant.ts) the cache of the variant it left.
  buster: `${config.appVersion}/${variantKey(config)}`,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/** Sign-out: drop the in-memory cache and the persisted copy. */
export async function clearQueryCache(): Promise<void> {
  queryClient.clear();
  await queryPersister.removeClient();
}
