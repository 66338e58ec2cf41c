import type { HttpHandler } from 'msw';
import { ErrorKey } from '../../src/api/error-keys';
import * as v from 'valibot';
import { orgIdSchema } from '../../src/api/contract';
import type { RequestOf } from '../../src/api/contract';
import {
  type AuthenticationMethod,
  CLIENT_PROTOCOLS,
  type ClientDeviceConfig,
  ENROLLMENT_PLATFORMS,
  enrollmentDownloadEndpoint,
  enrollmentMspUpdateEndpoint,
  enrollmentUpdateEndpoint,
} from '../../src/api/sources/enrollment-contract';
import { IDENTIFIER_FORMAT_MESSAGE, identifierKind, normalizeIdentifier } from '../../src/lib/enrollment-identifier';
import { defineHandler } from '../core/define-handler';
import { updateRecord } from '../core/crud';
import { defineFileRecipe, issueFile } from '../core/files/files';
import { MockError, notFound } from '../core/mock-error';
import type { OrganizationRow, SourceSetRow } from '../db/database';
import { db } from '../db/database';
import { authDeviceListHandler } from './auth-devices';
import { enrollmentConfig } from './enrollment-config';
import { enrollableSet } from './enrollable-set';
import { serviceTokenHandlers } from './service-token-handlers';
import { holdSecret, heldSecret } from './enrollment-secret-hold';
import { currentToken, revokeTokensOf, secretMatches } from './service-tokens';

type Enrollment = { method: 'OneTimePin' | 'ServiceAuth' | 'None'; identifier?: string };

/**
 * The enrollment a request asks for, checked in full before anything is written: a PIN
 * identifier must be an e-mail address or a domain; Service Auth must name the set's current
 * token (the dialog's Save is disabled without one, and the service does not trust that).
 */
function requested(method: AuthenticationMethod | undefined, orgId: string, setId: string, now: number): Enrollment {
  if (!method) return { method: 'None' };
  if ('newDomain' in method) {
    const identifier = normalizeIdentifier(method.newDomain);
    if (!identifierKind(identifier)) {
      throw new MockError(ErrorKey.enrollmentIdentifier, 400, {
        field: 'authenticationMethod.newDomain',
        message: IDENTIFIER_FORMAT_MESSAGE,
      });
    }
    return { method: 'OneTimePin', identifier };
  }
  const token = currentToken(orgId, setId, now);
  if (!token || token.id !== method.token) {
    throw new MockError(ErrorKey.enrollmentTokenRequired, 400, {
      field: 'authenticationMethod.token',
      message: 'Service Auth needs the source set’s current service token: generate one first.',
    });
  }
  return { method: 'ServiceAuth', identifier: token.clientId };
}

const update = (endpoint: typeof enrollmentUpdateEndpoint) =>
  defineHandler(endpoint, async ({ input, caller, clock }) => {
    const { set } = enrollableSet(caller, input.orgId, input.sourceSetId);
    const enrollment = requested(input.authenticationMethod, input.orgId, set.id, clock.now());
    // A token left behind would still enroll devices into a set that no longer uses it.
    if (enrollment.method !== 'ServiceAuth') await revokeTokensOf(input.orgId, set.id, clock);
    return updateRecord(db.sourceSets, set, {
      deviceEnrollment: enrollment,
      onetimePin: enrollment.method === 'OneTimePin' ? enrollment.identifier! : null,
    });
  });

/** The configuration a link carries, built when it is opened from the set as saved then. */
const enrollmentFile = defineFileRecipe({
  id: 'enrollment-config',
  params: v.object({
    orgId: orgIdSchema,
    sourceSetId: v.string(),
    requestType: v.picklist(ENROLLMENT_PLATFORMS),
    protocol: v.picklist(CLIENT_PROTOCOLS),
    /** Where the download's client secret waits (enrollment-secret-hold.ts); never the secret. */
    secretHandle: v.optional(v.string()),
  }),
  contentType: 'application/octet-stream',
  generate({ params, db, issuedAt }) {
    const org = db.organizations.all().find((row) => row.orgId === params.orgId);
    const set = db.sourceSets
      .all()
      .find((row) => row.orgId === params.orgId && row.id === params.sourceSetId && !row.deleted);
    if (!org || !set) throw notFound('The source set');
    const secret = params.secretHandle === undefined ? undefined : heldSecret(params.secretHandle);
    if (params.secretHandle !== undefined && secret === undefined) throw notFound('The file');
    const options = { platform: params.requestType, protocol: params.protocol };
    return configFile(options, org, set, issuedAt, secret).content;
  },
});

function configFile(
  options: ClientDeviceConfig,
  org: OrganizationRow,
  set: SourceSetRow,
  now: number,
  secret?: string,
) {
  const token = set.deviceEnrollment.method === 'ServiceAuth' ? currentToken(org.orgId, set.id, now) : undefined;
  return enrollmentConfig(
    options,
    { ...set, method: set.deviceEnrollment.method, identifier: set.deviceEnrollment.identifier ?? null },
    org,
    token && { clientId: token.clientId, expiration: token.expiration, secret },
  );
}

/** Settings, not personal data, but a token's client id: a link to open now, like the user list's. */
const ENROLLMENT_FILE_TTL_SECONDS = 300;

const refused = (key: string, field: string, message: string) => new MockError(key, 400, { field, message });

/**
 * The file is for the set's current token, named by the caller, and a secret sent along must be
 * that token's: checked against its digest, refused at the field otherwise, nothing held.
 */
function checkedToken(input: RequestOf<typeof enrollmentDownloadEndpoint>, set: SourceSetRow, now: number) {
  const token = set.deviceEnrollment.method === 'ServiceAuth' ? currentToken(set.orgId, set.id, now) : undefined;
  if (input.serviceTokenId !== token?.id) {
    throw refused(
      ErrorKey.enrollmentTokenNotCurrent,
      'serviceTokenId',
      token
        ? 'Name the source set’s current service token: the file is for it.'
        : 'The source set enrolls with no service token now: send no serviceTokenId.',
    );
  }
  if (input.clientSecret !== undefined && !(token && secretMatches(token, input.clientSecret))) {
    throw refused(
      ErrorKey.enrollmentSecretMismatch,
      'clientSecret',
      'This client secret does not belong to the source set’s current service token.',
    );
  }
}

const download = defineHandler(enrollmentDownloadEndpoint, ({ input, caller, clock, request }) => {
  const { org, set } = enrollableSet(caller, input.orgId, input.sourceSetId);
  const options = input.clientDeviceConfig;
  if (options.platform !== input.requestType) {
    throw refused(
      ErrorKey.invalidRequest,
      'clientDeviceConfig.platform',
      `The configuration options are for ${options.platform}, the file for ${input.requestType}.`,
    );
  }
  checkedToken(input, set, clock.now());
  const file = configFile(options, org, set, clock.now(), input.clientSecret);
  const secretHandle =
    input.clientSecret === undefined
      ? undefined
      : holdSecret(input.clientSecret, clock.now(), ENROLLMENT_FILE_TTL_SECONDS);
  return {
    preSignedUrl: issueFile(request, {
      recipe: enrollmentFile,
      params: {
        orgId: org.orgId,
        sourceSetId: set.id,
        requestType: input.requestType,
        protocol: options.protocol,
        secretHandle,
      },
      name: file.fileName,
      ttlSeconds: ENROLLMENT_FILE_TTL_SECONDS,
    }),
  };
});

export const deviceEnrollmentHandlers: HttpHandler[] = [
  update(enrollmentUpdateEndpoint),
  update(enrollmentMspUpdateEndpoint),
  download,
  ...serviceTokenHandlers,
  authDeviceListHandler,
];
