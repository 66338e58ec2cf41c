import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { resourceKeys } from '../query-keys';
import {
  type LogStreamInput,
  logStreamCreateEndpoint,
  logStreamDeleteEndpoint,
  logStreamGetEndpoint,
} from './contract';

export interface LogStreamRef {
  orgId: string;
  id: string;
}

/** A list is one organization's log streams (`list(orgId)`); the table adds its page parameters. */
export const logStreamKeys = resourceKeys<string, LogStreamRef>('log-streams');

/** Shared by a route loader (ensureQueryData) and the component (useQuery). */
export const logStreamQuery = (ref: LogStreamRef) =>
  queryOptions({ queryKey: logStreamKeys.detail(ref), queryFn: () => callApi(logStreamGetEndpoint, ref) });

export const createLogStream = (orgId: string, input: LogStreamInput) =>
  callApi(logStreamCreateEndpoint, { orgId, ...input });

export const deleteLogStream = (ref: LogStreamRef) => callApi(logStreamDeleteEndpoint, ref);
