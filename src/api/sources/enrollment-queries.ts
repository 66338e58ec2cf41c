import { queryOptions } from '@tanstack/react-query';
import { config } from '../../config/env';
import { callApi } from '../client';
import { resourceKeys } from '../query-keys';
import {
  type AuthDevice,
  type AuthenticationMethod,
  authDeviceListEndpoint,
  type ClientDeviceConfig,
  enrollmentDownloadEndpoint,
  enrollmentMspUpdateEndpoint,
  enrollmentUpdateEndpoint,
  serviceTokenGenerateEndpoint,
  serviceTokenGetEndpoint,
  serviceTokenMspGenerateEndpoint,
  serviceTokenMspGetEndpoint,
  serviceTokenMspRevokeEndpoint,
  serviceTokenRevokeEndpoint,
} from './enrollment-contract';

export interface SetRef {
  orgId: string;
  sourceSetId: string;
}

/** A set's current Service Auth token is one detail per set. */
export const serviceTokenKeys = resourceKeys<never, SetRef>('service-tokens');

/** The managed-service build calls the variant paths of spec 1 §7. */
const variant = <E>(standard: E, managedService: E): E => (config.managedService ? managedService : standard);

export const serviceTokenQuery = ({ orgId, sourceSetId }: SetRef) =>
  queryOptions({
    queryKey: serviceTokenKeys.detail({ orgId, sourceSetId }),
    queryFn: ({ signal }) =>
      callApi(variant(serviceTokenGetEndpoint, serviceTokenMspGetEndpoint), { orgId, sourceSetId }, { signal }).then(
        (reply) => reply.token,
      ),
    // Someone else may have generated or revoked it since: read it afresh whenever the dialog opens.
    staleTime: 0,
  });

export const authDeviceKeys = resourceKeys<SetRef, never>('auth-devices');

/** Every device enrolled in a set, newest first: pages of 100 until there is no next page (spec 1 §7). */
export const authDeviceListQuery = ({ orgId, sourceSetId }: SetRef) =>
  queryOptions({
    queryKey: authDeviceKeys.list({ orgId, sourceSetId }),
    queryFn: async ({ signal }) => {
      const devices: AuthDevice[] = [];
      let pageToken: string | undefined;
      do {
        const page = await callApi(
          authDeviceListEndpoint,
          { orgId, sourceSetId, pageSize: 100, pageToken },
          { signal },
        );
        devices.push(...page.items);
        pageToken = page.nextPageKey ?? undefined;
      } while (pageToken);
      return devices;
    },
  });

export const updateEnrollment = (ref: SetRef, authenticationMethod: AuthenticationMethod | undefined) =>
  callApi(variant(enrollmentUpdateEndpoint, enrollmentMspUpdateEndpoint), { ...ref, authenticationMethod });

export const generateServiceToken = (ref: SetRef) =>
  callApi(variant(serviceTokenGenerateEndpoint, serviceTokenMspGenerateEndpoint), ref);

export const revokeServiceToken = (ref: SetRef, serviceTokenId: string) =>
  callApi(variant(serviceTokenRevokeEndpoint, serviceTokenMspRevokeEndpoint), { ...ref, serviceTokenId });

/** What a configuration file is for: the token of a Service Auth set, and its secret while the dialog holds it. */
export interface EnrollmentFileFor {
  serviceTokenId?: string;
  clientSecret?: string;
}

export const downloadEnrollmentConfig = (
  ref: SetRef,
  clientDeviceConfig: ClientDeviceConfig,
  { serviceTokenId, clientSecret }: EnrollmentFileFor,
) =>
  callApi(enrollmentDownloadEndpoint, {
    ...ref,
    requestType: clientDeviceConfig.platform,
    clientDeviceConfig,
    serviceTokenId,
    clientSecret,
  }).then((reply) => reply.preSignedUrl);
