import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './client';

/** The console's query defaults; screen tests change `retry`, and a shared test window puts them back. */
export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    gcTime: 24 * 60 * 60 * 1000,
    // Keyed errors (permission, validation) will not change on retry; network errors may.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    refetchOnWindowFocus: false,
  },
};

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
