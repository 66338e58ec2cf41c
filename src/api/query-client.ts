import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';
import { ErrorKey } from './error-keys';

/** The console's query defaults; screen tests change `retry`, and a shared test window puts them back. */
export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    gcTime: 24 * 60 * 60 * 1000,
    // Keyed errors (permission, validation) will not change on retry, nor a call refused during a
    // sign-out; network errors may.
    retry: (count, error) =>
      !(
        error instanceof ApiError &&
        ((error.status >= 400 && error.status < 500) || error.hasKey(ErrorKey.signedOut))
      ) && count < 2,
    refetchOnWindowFocus: false,
  },
};

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

/**
 * Everything read before a change is stale (another tab wrote, the demo clock moved, a scenario
 * started, the organization switched): the screens on show fetch again. `invalidateQueries` alone
 * is not enough for a query whose first fetch is still on its way: with no data to keep, it joins
 * that fetch instead of starting another, and the answer from before the change is then stored as
 * fresh. Those are asked again once they have answered.
 */
export async function refetchEverything(client: QueryClient = queryClient): Promise<void> {
  const firstFetches = client
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .filter((query) => query.state.data === undefined);
  const stopsBefore = stops.get(client) ?? 0;
  await client.invalidateQueries();
  // Fetching stopped meanwhile (sign-out): asking again would reach an API whose session has ended.
  if (firstFetches.length && (stops.get(client) ?? 0) === stopsBefore)
    await client.invalidateQueries({ predicate: (query) => firstFetches.includes(query) });
}

const stops = new WeakMap<QueryClient, number>();

/** Sign-out: the calls in flight are dropped, and a `refetchEverything` under way asks nothing more. */
export async function stopFetching(client: QueryClient = queryClient): Promise<void> {
  stops.set(client, (stops.get(client) ?? 0) + 1);
  await client.cancelQueries();
}
