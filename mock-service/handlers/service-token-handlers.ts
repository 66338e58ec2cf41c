import type { HttpHandler } from 'msw';
import {
  serviceTokenGenerateEndpoint,
  serviceTokenGetEndpoint,
  serviceTokenMspGenerateEndpoint,
  serviceTokenMspGetEndpoint,
  serviceTokenMspRevokeEndpoint,
  serviceTokenRevokeEndpoint,
} from '../../src/api/sources/enrollment-contract';
import { defineHandler } from '../core/define-handler';
import { notFound } from '../core/mock-error';
import { enrollableSet } from './enrollable-set';
import { currentToken, generateToken, revokeTokensOf, tokenReply } from './service-tokens';

const generate = (endpoint: typeof serviceTokenGenerateEndpoint) =>
  defineHandler(endpoint, ({ input, caller, clock }) => {
    const { set } = enrollableSet(caller, input.orgId, input.sourceSetId);
    return generateToken(input.orgId, set.id, clock);
  });

const get = (endpoint: typeof serviceTokenGetEndpoint) =>
  defineHandler(endpoint, ({ input, caller, clock }) => {
    const { set } = enrollableSet(caller, input.orgId, input.sourceSetId);
    const token = currentToken(input.orgId, set.id, clock.now());
    return { token: token ? tokenReply(token) : null };
  });

/** Only the set's current token can be revoked; an old or unknown id is a 404 at serviceTokenId. */
const revoke = (endpoint: typeof serviceTokenRevokeEndpoint) =>
  defineHandler(endpoint, async ({ input, caller, clock }) => {
    const { set } = enrollableSet(caller, input.orgId, input.sourceSetId);
    const token = currentToken(input.orgId, set.id, clock.now());
    if (!token || token.id !== input.serviceTokenId) throw notFound('The service token', 'serviceTokenId');
    await revokeTokensOf(input.orgId, set.id, clock);
    return { serviceTokenId: token.id, revoked: true as const };
  });

export const serviceTokenHandlers: HttpHandler[] = [
  generate(serviceTokenGenerateEndpoint),
  generate(serviceTokenMspGenerateEndpoint),
  get(serviceTokenGetEndpoint),
  get(serviceTokenMspGetEndpoint),
  revoke(serviceTokenRevokeEndpoint),
  revoke(serviceTokenMspRevokeEndpoint),
];
