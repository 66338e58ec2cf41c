import * as v from 'valibot';
import { IDENTIFIER_MAX } from '../../lib/enrollment-identifier';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';
import { setRefSchema, sourceSetSchema } from './schemas';

/*
 * Device enrollment of a source set (spec 1 §3, §4, §7): how devices join the set, the Service
 * Auth tokens they enroll with, the client configuration files and the devices enrolled. The
 * update and token calls have managed-service twins under /source/api/msp/ (the variant paths of
 * §7) with the same input, rules and reply; the console uses them in the managed-service build.
 */

export const ENROLLMENT_PLATFORMS = ['Android', 'iOS', 'macOS', 'Linux', 'Windows'] as const;
export type EnrollmentPlatform = (typeof ENROLLMENT_PLATFORMS)[number];

const tokenIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const setRef = { orgId: orgIdSchema, sourceSetId: setRefSchema };

const twin = <E extends { id: string; path: string }>(endpoint: E, path: string): E => ({
  ...endpoint,
  id: `${endpoint.id}.msp`,
  path,
});

/** The One Time PIN identifier as the wire takes it; the service checks its form (below). */
export const newDomainSchema = v.pipe(v.string(), v.maxLength(IDENTIFIER_MAX));

/**
 * The method as the wire carries it: `newDomain` (the One Time PIN identifier, an e-mail
 * address or a domain) or `token` (the id of the set's current Service Auth token); absent for
 * None. The identifier's format is checked by the service, which answers enrollment.identifier
 * at `authenticationMethod.newDomain`, so any string up to the limit passes the schema.
 */
export const authenticationMethodSchema = v.union([
  v.strictObject({ newDomain: newDomainSchema }),
  v.strictObject({ token: v.pipe(v.string(), v.maxLength(64)) }),
]);
export type AuthenticationMethod = v.InferOutput<typeof authenticationMethodSchema>;

/** A Service Auth token (spec 1 §3). The secret is sent once, by generate; get answers null. */
export const serviceTokenSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  secret: v.nullable(v.string()),
  /** ISO 8601; a token is valid one year from generation (spec 1 §9). */
  expiration: v.string(),
});
export type ServiceToken = v.InferOutput<typeof serviceTokenSchema>;

export const enrollmentUpdateEndpoint = defineEndpoint({
  id: 'sourceSet.enrollment.update',
  effect: 'write',
  method: 'POST',
  path: '/source/api/source-set/update-device-enrollment',
  summary:
    "Set a source set's device enrollment: One Time PIN (newDomain), Service Auth (token) or None (no authenticationMethod). Errors: enrollment.identifier (not an e-mail address or domain name), enrollment.tokenRequired (Service Auth without the set's current token), enrollment.notOffered (exclusion zone); managed-service organizations are refused (auth.forbidden).",
  request: v.object({ ...setRef, authenticationMethod: v.optional(authenticationMethodSchema) }),
  result: sourceSetSchema,
});
export const enrollmentMspUpdateEndpoint = twin(
  enrollmentUpdateEndpoint,
  '/source/api/msp/source-set/update-device-enrollment',
);

/** How the client reaches the set's resolver: DNS over HTTPS (its doh_url) or over TLS (its dot_host). */
export const CLIENT_PROTOCOLS = ['DoH', 'DoT'] as const;
export type ClientProtocol = (typeof CLIENT_PROTOCOLS)[number];

/** The platform's options a client configuration is generated from (spec 1 §7's clientDeviceConfig). */
export const clientDeviceConfigSchema = v.strictObject({
  /** The platform the options are for: the request's requestType. */
  platform: v.picklist(ENROLLMENT_PLATFORMS),
  protocol: v.picklist(CLIENT_PROTOCOLS),
});
export type ClientDeviceConfig = v.InferOutput<typeof clientDeviceConfigSchema>;

/** A token's secret as generate answered it: long random text, never stored by the service. */
const clientSecretSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

export const enrollmentDownloadEndpoint = defineEndpoint({
  id: 'sourceSet.enrollment.download',
  effect: 'read',
  method: 'POST',
  path: '/source/api/source-set/download-device-enrollment',
  summary:
    "A pre-signed link to the set's client configuration for one platform (requestType) with its options (clientDeviceConfig), carrying its saved enrollment: resolver, method, PIN identifier or the current token's client id. A Service Auth set names its current token (serviceTokenId); clientSecret, when sent, is checked against the token's digest and written into the file, which otherwise says where the secret goes. Errors: enrollment.notOffered, request.invalid (clientDeviceConfig.platform), enrollment.tokenNotCurrent (serviceTokenId), enrollment.secretMismatch (clientSecret).",
  request: v.object({
    ...setRef,
    requestType: v.picklist(ENROLLMENT_PLATFORMS),
    clientDeviceConfig: clientDeviceConfigSchema,
    serviceTokenId: v.optional(tokenIdSchema),
    clientSecret: v.optional(clientSecretSchema),
  }),
  result: v.object({ preSignedUrl: v.string() }),
});

export const serviceTokenGenerateEndpoint = defineEndpoint({
  id: 'serviceToken.generate',
  effect: 'write',
  method: 'POST',
  path: '/source/api/source-set/generate-service-auth-token',
  summary:
    "A new Service Auth token for the set, valid one year; the set's previous token is revoked. The only reply that carries the secret. Errors: enrollment.notOffered.",
  request: v.object(setRef),
  result: serviceTokenSchema,
});
export const serviceTokenMspGenerateEndpoint = twin(
  serviceTokenGenerateEndpoint,
  '/source/api/msp/source-set/generate-service-auth-token',
);

export const serviceTokenGetEndpoint = defineEndpoint({
  id: 'serviceToken.get',
  effect: 'read',
  method: 'POST',
  path: '/source/api/source-set/get-service-auth-token',
  summary: "The set's current Service Auth token (not revoked, not expired) without its secret, or null.",
  request: v.object(setRef),
  result: v.object({ token: v.nullable(serviceTokenSchema) }),
});
export const serviceTokenMspGetEndpoint = twin(
  serviceTokenGetEndpoint,
  '/source/api/msp/source-set/get-service-auth-token',
);

export const serviceTokenRevokeEndpoint = defineEndpoint({
  id: 'serviceToken.revoke',
  effect: 'write',
  method: 'POST',
  path: '/source/api/source-set/revoke-service-auth-token',
  summary: "Revoke the set's current Service Auth token (serviceTokenId). Errors: resource.notFound.",
  request: v.object({ ...setRef, serviceTokenId: tokenIdSchema }),
  result: v.object({ serviceTokenId: v.string(), revoked: v.literal(true) }),
});
export const serviceTokenMspRevokeEndpoint = twin(
  serviceTokenRevokeEndpoint,
  '/source/api/msp/source-set/revoke-service-auth-token',
);

/** A device that enrolled in a source set, and how it proved who it was. */
export const authDeviceSchema = v.object({
  id: v.string(),
  orgId: v.string(),
  sourceSetId: v.string(),
  deviceName: v.string(),
  platform: v.picklist(ENROLLMENT_PLATFORMS),
  /** The e-mail address that answered the PIN, or the service token's client id. */
  enrolledBy: v.string(),
  enrolledAt: v.string(),
  lastSeenAt: v.string(),
});
export type AuthDevice = v.InferOutput<typeof authDeviceSchema>;

export const authDeviceListEndpoint = defineListEndpoint({
  id: 'sourceSet.authDevice.list',
  path: '/source/api/source-set/auth-device/list',
  summary: 'Devices enrolled in a source set, paged, sorted and searched (name, enrolled by) on the server.',
  item: authDeviceSchema,
  sortFields: ['deviceName', 'platform', 'enrolledAt', 'lastSeenAt'],
  defaultSort: { field: 'enrolledAt', order: 'des' },
  tieBreak: ['deviceName'],
  searchFields: ['deviceName', 'enrolledBy'],
  filters: setRef,
});
