import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { RequestOf } from '../contract';
import { resourceKeys } from '../query-keys';
import {
  logPushCreateEndpoint,
  logPushDeleteEndpoint,
  logPushDestinationFilesEndpoint,
  logPushGetEndpoint,
  logPushListEndpoint,
  logPushLocationCrosswalkEndpoint,
  logPushPolicyCrosswalkEndpoint,
  logPushSendTokenEndpoint,
  logPushUpdateEndpoint,
  logPushVerifyTokenEndpoint,
} from './contract';

export interface LogPushRef {
  orgId: string;
  id: string;
}

/** A list is one organization's jobs (`list(orgId)`). */
export const logPushKeys = resourceKeys<string, LogPushRef>('log-push');

export const logPushListQuery = (orgId: string) =>
  queryOptions({
    queryKey: logPushKeys.list(orgId),
    queryFn: () => callApi(logPushListEndpoint, { orgId }).then((reply) => reply.logPushJobs),
  });

export const logPushQuery = (ref: LogPushRef) =>
  queryOptions({ queryKey: logPushKeys.detail(ref), queryFn: () => callApi(logPushGetEndpoint, ref) });

export const sendToken = (input: RequestOf<typeof logPushSendTokenEndpoint>) =>
  callApi(logPushSendTokenEndpoint, input);
export const verifyToken = (input: RequestOf<typeof logPushVerifyTokenEndpoint>) =>
  callApi(logPushVerifyTokenEndpoint, input);
export const createLogPush = (input: RequestOf<typeof logPushCreateEndpoint>) => callApi(logPushCreateEndpoint, input);
export const updateLogPush = (ref: LogPushRef, enabled: boolean) => callApi(logPushUpdateEndpoint, { ...ref, enabled });
export const deleteLogPush = (ref: LogPushRef) => callApi(logPushDeleteEndpoint, ref);
export const locationCrosswalk = (orgId: string) => callApi(logPushLocationCrosswalkEndpoint, { orgId });
export const policyCrosswalk = (orgId: string) => callApi(logPushPolicyCrosswalkEndpoint, { orgId });
export const destinationFiles = (input: RequestOf<typeof logPushDestinationFilesEndpoint>) =>
  callApi(logPushDestinationFilesEndpoint, input);
