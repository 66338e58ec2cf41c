import { callApi } from '../client';
import type { PageRequest, RequestOf } from '../contract';
import { resourceKeys } from '../query-keys';
import {
  extractCreateEndpoint,
  extractDeleteEndpoint,
  extractHistoryEndpoint,
  extractResultsEndpoint,
  extractUpdateEndpoint,
} from './extract-contract';

export interface ExtractRef {
  orgId: string;
  queryId: string;
}

/** A list is one organization's extracts (`list(orgId)`); history lists are `list(ref)` of the runs key. */
export const extractKeys = resourceKeys<string, ExtractRef>('scheduled-extracts');
export const extractRunKeys = resourceKeys<ExtractRef, string>('extract-runs');

export const fetchExtractRunPage = (ref: ExtractRef, params: PageRequest, signal?: AbortSignal) =>
  callApi(
    extractHistoryEndpoint,
    { ...params, ...ref, sortField: params.sortField === 'runDate' ? 'runDate' : undefined },
    { signal },
  );

export type ExtractInput = RequestOf<typeof extractCreateEndpoint>;

export const createExtract = (input: ExtractInput) => callApi(extractCreateEndpoint, input);
export const updateExtract = (input: RequestOf<typeof extractUpdateEndpoint>) => callApi(extractUpdateEndpoint, input);
export const deleteExtract = (ref: ExtractRef) => callApi(extractDeleteEndpoint, ref);
export const extractRunFile = (ref: ExtractRef, executionId: string) =>
  callApi(extractResultsEndpoint, { ...ref, executionId });
