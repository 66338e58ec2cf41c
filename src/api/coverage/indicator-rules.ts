import { isDomainName } from '../../lib/enrollment-identifier';
import { canonicalAddress } from '../../lib/ip-address';

/*
 * What an indicator is (spec 2 §5): a domain name or an IP address, one rule for the search box,
 * the bulk file and the mock, which never trusts what the console checked.
 */

/** Spec 2 §9: up to 500 indicators in a bulk file. */
export const MAX_BULK_INDICATORS = 500;

export type IndicatorKind = 'domain' | 'ip';

/** Lower case, trimmed, without the root's trailing dot. */
export const normalizeIndicator = (text: string): string => text.trim().toLowerCase().replace(/\.$/, '');

/** The canonical spelling of an indicator and its kind, or null when it is neither a domain name nor an IP. */
export function parseIndicator(text: string): { value: string; kind: IndicatorKind } | null {
  const value = normalizeIndicator(text);
  if (!value) return null;
  const ip = canonicalAddress(value, 4) ?? canonicalAddress(value, 6);
  if (ip) return { value: ip, kind: 'ip' };
  return isDomainName(value) ? { value, kind: 'domain' } : null;
}

/** The reverse-lookup name of an IPv4 address (the world's catalogue holds such names). */
export const reverseName = (ip: string): string | null =>
  /^\d+\.\d+\.\d+\.\d+$/.test(ip) ? `${ip.split('.').reverse().join('.')}.in-addr.arpa` : null;
