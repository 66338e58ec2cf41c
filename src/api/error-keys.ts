/**
 * Error keys the backend returns. The console shows the error-message table's text for a key
 * (loaded at start-up); FALLBACK_MESSAGES cover keys before the table is loaded.
 */
export const ErrorKey = {
  unauthorized: 'auth.unauthorized',
  sessionExpired: 'auth.sessionExpired',
  forbidden: 'auth.forbidden',
  invalidRequest: 'request.invalid',
  malformedJson: 'request.malformedJson',
  notFound: 'resource.notFound',
  unknownEndpoint: 'request.unknownEndpoint',
  methodNotAllowed: 'request.methodNotAllowed',
  internal: 'internal.error',
  nameTaken: 'name.taken',
  emailInUse: 'email.inUse',
  userExistsElsewhere: 'user.existsElsewhere',
  governmentDomainRequired: 'email.governmentDomainRequired',
  noOrganizationForDomain: 'email.noOrganization',
  idReference: 'id.reference',
  cidrFormat: 'cidr.format',
  cidrTooWide: 'cidr.tooWide',
  duplicateNetwork: 'network.duplicate',
  orgNotMember: 'org.notMember',
  requestClosed: 'orgRequest.closed',
  rulesVersion: 'rulesOfBehavior.version',
  network: 'client.network',
  badReply: 'client.badReply',
  enrollmentIdentifier: 'enrollment.identifier',
  enrollmentTokenRequired: 'enrollment.tokenRequired',
  enrollmentNotOffered: 'enrollment.notOffered',
  // scaffold: error keys
} as const;
export type ErrorKeyValue = (typeof ErrorKey)[keyof typeof ErrorKey];

export const FALLBACK_MESSAGES: Record<string, string> = {
  [ErrorKey.unauthorized]: 'Your session is not valid. Please sign in again.',
  [ErrorKey.sessionExpired]: 'Your session has expired. Please sign in again.',
  [ErrorKey.forbidden]: 'You do not have permission to perform this action.',
  [ErrorKey.invalidRequest]: 'The request was not valid.',
  [ErrorKey.malformedJson]: 'The request body was not valid JSON.',
  [ErrorKey.notFound]: 'The requested item was not found.',
  [ErrorKey.unknownEndpoint]: 'The service does not offer this operation.',
  [ErrorKey.methodNotAllowed]: 'The service does not accept this method here.',
  [ErrorKey.internal]: 'An internal error occurred.',
  [ErrorKey.nameTaken]: 'This name is already taken.',
  [ErrorKey.emailInUse]: 'This email is in use, enter another email address',
  [ErrorKey.userExistsElsewhere]: 'This person already has access to another organization.',
  [ErrorKey.governmentDomainRequired]: 'A government email domain is required.',
  [ErrorKey.noOrganizationForDomain]:
    'No organization uses this email domain. Request access with your organization email address.',
  [ErrorKey.idReference]: 'This email address cannot be used.',
  [ErrorKey.cidrFormat]: 'Please use correct CIDR format',
  [ErrorKey.cidrTooWide]: 'This network is too wide. Use a prefix of /8 or longer for IPv4, or /32 or longer for IPv6.',
  [ErrorKey.duplicateNetwork]: 'This management network already exists.',
  [ErrorKey.orgNotMember]: 'You are not a member of this organization.',
  [ErrorKey.requestClosed]: 'This access request has already been closed.',
  [ErrorKey.rulesVersion]: 'That Rules of Behavior version is not current.',
  [ErrorKey.network]: 'The service could not be reached. Check your connection and try again.',
  [ErrorKey.badReply]: 'The service sent a reply this console does not understand.',
  [ErrorKey.enrollmentIdentifier]: 'Enter an email address (name@agency.gov) or a domain name (agency.gov)',
  [ErrorKey.enrollmentTokenRequired]: 'Service Auth needs a service token: generate one, then save.',
  [ErrorKey.enrollmentNotOffered]:
    'Device enrollment is not offered for exclusion zones or managed-service organizations.',
  // scaffold: fallback messages
};
