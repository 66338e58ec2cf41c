import { ErrorKey, FALLBACK_MESSAGES } from '../../src/api/error-keys';

/**
 * The error-message table the console loads at start-up (spec 1 §8). The built-in fallbacks are
 * already worded for users; the service's table adds detail where the key alone is vague.
 */
export const errorMessages: Readonly<Record<string, string>> = Object.freeze({
  ...FALLBACK_MESSAGES,
  [ErrorKey.invalidRequest]: 'Some of the information sent was not valid. Check the highlighted fields and try again.',
  [ErrorKey.notFound]: 'The requested item was not found. It may have been removed by another user.',
  [ErrorKey.unknownEndpoint]: 'The service does not offer this operation. The console may be newer than the service.',
  [ErrorKey.internal]: 'An internal error occurred. Please try again; contact support if it continues.',
  [ErrorKey.governmentDomainRequired]: 'A government email domain (.gov or .mil) is required.',
  [ErrorKey.orgNotMember]: 'You are not a member of this organization. Choose another organization.',
  [ErrorKey.requestClosed]: 'This access request has already been approved or denied.',
  [ErrorKey.rulesVersion]: 'A newer version of the Rules of Behavior is available. Reload the page and accept it.',
});
