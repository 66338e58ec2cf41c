/**
 * The One Time PIN identifier of a source set's device enrollment (spec 1 §5): an e-mail address
 * (only that person may enroll) or a domain name (anyone with an address in it may). The service
 * and the form apply the same rule; the identifier is compared in lower case, trimmed.
 *
 * Domain: two or more labels of letters, digits and hyphens (1-63 characters, no hyphen at either
 * end), a top-level label of letters (or an IDN 'xn--' label), 253 characters at most. E-mail: a
 * dot-atom local part of at most 64 characters, '@', and such a domain.
 */
export const IDENTIFIER_MAX = 254;
export const IDENTIFIER_REQUIRED_MESSAGE = 'Email Address or Domain is required';
export const IDENTIFIER_FORMAT_MESSAGE = 'Enter an email address (name@agency.gov) or a domain name (agency.gov)';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

export const normalizeIdentifier = (value: string): string => value.trim().toLowerCase();

export function isDomainName(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(labels.at(-1)!);
}

export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  return local.length <= 64 && LOCAL_PART.test(local) && isDomainName(value.slice(at + 1));
}

/** For a normalized identifier: which kind it is, or null when it is neither. */
export function identifierKind(value: string): 'email' | 'domain' | null {
  if (value.length === 0 || value.length > IDENTIFIER_MAX) return null;
  if (value.includes('@')) return isEmailAddress(value) ? 'email' : null;
  return isDomainName(value) ? 'domain' : null;
}
