import type { HttpHandler } from 'msw';
import { ErrorKey } from '../../src/api/error-keys';
import {
  type AuthenticationMethod,
  enrollmentDownloadEndpoint,
  enrollmentMspUpdateEndpoint,
  enrollmentUpdateEndpoint,
} from '../../src/api/sources/enrollment-contract';
import { IDENTIFIER_FORMAT_MESSAGE, identifierKind, normalizeIdentifier } from '../../src/lib/enrollment-identifier';
import { defineHandler } from '../core/define-handler';
import { updateRecord } from '../core/crud';
import { MockError } from '../core/mock-error';
import { db } from '../db/database';
import { authDeviceListHandler } from './auth-devices';
import { enrollmentConfig } from './enrollment-config';
import { enrollableSet } from './enrollable-set';
import { serviceTokenHandlers } from './service-token-handlers';
import { currentToken, revokeTokensOf } from './service-tokens';

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

/**
 * TODO(file service, branch files): issue the file through mock-service/core/files (a recipe
 * over orgId, sourceSetId and requestType, ttl 300 s) so the link is a pre-signed /mock-files/
 * URL that expires; until it is merged the content travels in a data: URL, which works offline.
 */
const download = defineHandler(enrollmentDownloadEndpoint, ({ input, caller, clock }) => {
  const { org, set } = enrollableSet(caller, input.orgId, input.sourceSetId);
  const token =
    set.deviceEnrollment.method === 'ServiceAuth' ? currentToken(org.orgId, set.id, clock.now()) : undefined;
  const file = enrollmentConfig(
    input.requestType,
    { ...set, method: set.deviceEnrollment.method, identifier: set.deviceEnrollment.identifier ?? null },
    org,
    token && { clientId: token.clientId, expiration: token.expiration },
  );
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(file.content)));
  return { preSignedUrl: `data:${file.contentType};name=${encodeURIComponent(file.fileName)};base64,${base64}` };
});

export const deviceEnrollmentHandlers: HttpHandler[] = [
  update(enrollmentUpdateEndpoint),
  update(enrollmentMspUpdateEndpoint),
  download,
  ...serviceTokenHandlers,
  authDeviceListHandler,
];
