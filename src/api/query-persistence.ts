import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { config } from '@/config/env';
import { queryClient } from './query-client';

const store = createStore('pdns-query-cache', 'cache');

export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: (key: string) => get<string>(key, store).then((value) => value ?? null),
    setItem: (key: string, value: string) => set(key, value, store),
    removeItem: (key: string) => del(key, store),
  },
  key: 'pdns-query-cache',
  throttleTime: 1000,
});

/** Queries holding log records or personal data opt out with `meta: { persist: false }`. */
export const shouldPersistQuery = (query: Query): boolean =>
  query.state.status === 'success' && query.meta?.persist !== false;

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: 24 * 60 * 60 * 1000,
  // A new release never reads an older release's cache.
  buster: config.appVersion,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/** Sign-out: drop the in-memory cache and the persisted copy. */
export async function clearQueryCache(): Promise<void> {
  queryClient.clear();
  await queryPersister.removeClient();
}
