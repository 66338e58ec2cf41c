import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { resourceKeys } from '../query-keys';
import {
  type AlertSetInput,
  alertSetCreateEndpoint,
  alertSetDeleteEndpoint,
  alertSetGetEndpoint,
  alertSetUpdateEndpoint,
} from './contract';

export interface AlertSetRef {
  orgId: string;
  id: string;
}

/** A list is one organization's alert sets (`list(orgId)`); the table adds its page parameters. */
export const alertSetKeys = resourceKeys<string, AlertSetRef>('alert-sets');

/** Shared by a route loader (ensureQueryData) and the component (useQuery). */
export const alertSetQuery = (ref: AlertSetRef) =>
  queryOptions({ queryKey: alertSetKeys.detail(ref), queryFn: () => callApi(alertSetGetEndpoint, ref) });

export const createAlertSet = (orgId: string, input: AlertSetInput) =>
  callApi(alertSetCreateEndpoint, { orgId, ...input });

export const updateAlertSet = (ref: AlertSetRef, input: AlertSetInput) =>
  callApi(alertSetUpdateEndpoint, { ...ref, ...input });

export const deleteAlertSet = (ref: AlertSetRef) => callApi(alertSetDeleteEndpoint, ref);
