import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { informationListEndpoint } from './contract';

export const informationKeys = { banner: ['information', 'banner'] as const };

/** The console shows one banner: the first item of a one-item page. */
export const informationBannerQuery = () =>
  queryOptions({
    queryKey: informationKeys.banner,
    queryFn: ({ signal }) =>
      callApi(informationListEndpoint, { pageSize: 1 }, { signal }).then((r) => r.items[0] ?? null),
    staleTime: 5 * 60_000,
  });
