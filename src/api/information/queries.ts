import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { resourceKeys } from '../query-keys';
import { informationListEndpoint } from './contract';

export const informationKeys = resourceKeys<{ pageSize: number }, string>('information');

/** The console shows one banner: the first item of a one-item page. */
export const informationBannerQuery = () =>
  queryOptions({
    queryKey: informationKeys.list({ pageSize: 1 }),
    queryFn: ({ signal }) =>
      callApi(informationListEndpoint, { pageSize: 1 }, { signal }).then((r) => r.items[0] ?? null),
    staleTime: 5 * 60_000,
  });
