import { queryOptions } from '@tanstack/react-query';
import { config } from '../../config/env';
import { callApi } from '../client';
import type { RequestOf } from '../contract';
import { orgListPage } from '../list-source';
import { resourceKeys } from '../query-keys';
import {
  listOrgSourceSetsEndpoint,
  sourceCreateEndpoint,
  sourceDeleteEndpoint,
  sourceDownloadEndpoint,
  sourceMspCreateEndpoint,
  sourceMspDeleteEndpoint,
  sourceMspUpdateEndpoint,
  sourceSetDeleteEndpoint,
  sourceSetListEndpoint,
  sourceSetMspDeleteEndpoint,
  sourceSetMspUpdateEndpoint,
  sourceSetUpdateEndpoint,
  sourceUpdateEndpoint,
  sseListEndpoint,
  sseSourceCreateEndpoint,
  sseSourceMspCreateEndpoint,
  sseSourceUpdateEndpoint,
} from './contract';

/**
 * One key family for sets and sources: a source write changes its set's row (and may create a
 * set), so every write invalidates `sourceKeys.all`. `list(orgId)` is the set table.
 */
export const sourceKeys = resourceKeys<string, string>('sources');

/** The managed-service build calls the variant paths of spec 1 §7. */
const msp = config.managedService;

export const fetchSourceSetPage = orgListPage(sourceSetListEndpoint);

/** The set combobox's choices. */
export const orgSourceSetsQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...sourceKeys.all, 'org-sets', orgId] as const,
    queryFn: () => callApi(listOrgSourceSetsEndpoint, { orgId }).then((reply) => reply.items),
  });

export const sseOptionsQuery = () =>
  queryOptions({
    queryKey: ['sse-options'] as const,
    queryFn: () => callApi(sseListEndpoint, {}).then((reply) => reply.SSEOptions),
    staleTime: 60 * 60 * 1000,
  });

export const createSource = (input: RequestOf<typeof sourceCreateEndpoint>) =>
  callApi(msp ? sourceMspCreateEndpoint : sourceCreateEndpoint, input);

export const updateSource = (input: RequestOf<typeof sourceUpdateEndpoint>) =>
  callApi(msp ? sourceMspUpdateEndpoint : sourceUpdateEndpoint, input);

export const deleteSource = (input: RequestOf<typeof sourceDeleteEndpoint>) =>
  callApi(msp ? sourceMspDeleteEndpoint : sourceDeleteEndpoint, input);

export const createSseSource = (input: RequestOf<typeof sseSourceCreateEndpoint>) =>
  callApi(msp ? sseSourceMspCreateEndpoint : sseSourceCreateEndpoint, input);

export const updateSseSource = (input: RequestOf<typeof sseSourceUpdateEndpoint>) =>
  callApi(sseSourceUpdateEndpoint, input);

export const updateSourceSet = (input: RequestOf<typeof sourceSetUpdateEndpoint>) =>
  callApi(msp ? sourceSetMspUpdateEndpoint : sourceSetUpdateEndpoint, input);

export const deleteSourceSet = (input: RequestOf<typeof sourceSetDeleteEndpoint>) =>
  callApi(msp ? sourceSetMspDeleteEndpoint : sourceSetDeleteEndpoint, input);

export const downloadSourceList = (orgId: string) =>
  callApi(sourceDownloadEndpoint, { orgId }).then((reply) => reply.preSignedUrl);
