import { callApi } from '../client';
import type { PageRequest, RequestOf } from '../contract';
import { resourceKeys } from '../query-keys';
import {
  extractCreateEndpoint,
  extractDeleteEndpoint,
  extractHistoryEndpoint,
  extractListEndpoint,
  extractResultsEndpoint,
  extractSortFields,
  extractUpdateEndpoint,
} from './extract-contract';

export interface ExtractRef {
  orgId: string;
  queryId: string;
}

/** A list is one organization's extracts (`list(orgId)`); history lists are `list(ref)` of the runs key. */
export const extractKeys = resourceKeys<string, ExtractRef>('scheduled-extracts');
export const extractRunKeys = resourceKeys<ExtractRef, string>('extract-runs');

const isSortField = (field: string | undefined): field is (typeof extractSortFields)[number] =>
  (extractSortFields as readonly string[]).includes(field ?? '');

export const fetchExtractPage = (orgId: string, params: PageRequest, signal?: AbortSignal) =>
  callApi(
    extractListEndpoint,
    { ...params, orgId, sortField: isSortField(params.sortField) ? params.sortField : undefined },
    { signal },
  );

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
