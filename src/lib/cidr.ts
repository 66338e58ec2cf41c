import ipaddr from 'ipaddr.js';
import { CIDR_MAX_LENGTH } from './validators';
import * as v from 'valibot';

/**
 * IPv4 and IPv6 CIDR blocks (spec 1 §5, management networks), on ipaddr.js, held to the strict
 * text form in cidr.test.ts.
 *
 * Accepted: dotted-quad IPv4 without leading zeros, prefix 0–32 ('10.0.0.0/8'); RFC 4291 IPv6
 * text, compressed or not, with an optional trailing dotted quad, prefix 0–128 ('2001:db8::/32',
 * '::ffff:192.0.2.0/120'). The prefix is required and written in decimal without leading zeros.
 * Host bits may be set ('10.1.2.3/8' names the network 10.0.0.0/8); the duplicate check compares
 * networks, not spellings, through canonicalNetwork.
 */
export const CIDR_FORMAT_MESSAGE = 'Please use correct CIDR format';

/**
 * The shortest prefix a management network may have. A management network names the addresses an
 * organization administers from; /0 would be the whole Internet, and no agency holds an IPv4 block
 * wider than a /8 or an IPv6 allocation wider than a regional registry's usual /32 to an operator.
 */
export const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;
export const CIDR_TOO_WIDE_MESSAGE =
  'This network is too wide. Use a prefix of /8 or longer for IPv4, or /32 or longer for IPv6.';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

export interface ParsedCidr {
  version: 4 | 6;
  address: IpAddress;
  /** 4 or 16 bytes, network byte order, host bits as written. */
  bytes: number[];
  prefix: number;
}

const PREFIX = /^(0|[1-9]\d{0,2})$/;

/**
 * One IPv4 or IPv6 address in the strict text form above, or null. ipaddr.js alone is lenient
 * where a typed address should not be: it takes IPv4 shorthands ('10.1') and octal or hex parts,
 * IPv6 zone ids ('%eth0') and such parts in a trailing dotted quad, and reads '::1.2.3.4' as
 * IPv4-mapped where RFC 4291 means ::102:304.
 */
export function parseIp(text: string): IpAddress | null {
  if (!text.includes(':')) return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : null;
  const quad = text.slice(text.lastIndexOf(':') + 1);
  const dotted = quad.includes('.');
  if (text.includes('%') || (dotted && !ipaddr.IPv4.isValidFourPartDecimal(quad))) return null;
  const spelled = dotted && text === `::${quad}` ? `::0:${quad}` : text;
  return ipaddr.IPv6.isValid(spelled) ? ipaddr.IPv6.parse(spelled) : null;
}

/** The block's parts, or null when the text is not a CIDR block. Surrounding spaces are ignored. */
export function parseCidr(text: string): ParsedCidr | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > CIDR_MAX_LENGTH) return null;
  const [addressText, prefixText, ...extra] = trimmed.split('/');
  if (prefixText === undefined || extra.length > 0 || !PREFIX.test(prefixText)) return null;
  const address = parseIp(addressText);
  const bytes = address?.toByteArray();
  const prefix = Number(prefixText);
  if (!address || !bytes || prefix > bytes.length * 8) return null;
  return { version: address.kind() === 'ipv4' ? 4 : 6, address, bytes, prefix };
}

export const isValidCidr = (text: string): boolean => parseCidr(text) !== null;

/**
 * The network a block names, in one spelling: host bits cleared, IPv6 lower-case and compressed
 * (RFC 5952). '10.1.2.3/8' → '10.0.0.0/8', '2001:DB8:0:0::1/32' → '2001:db8::/32'. Null when not
 * a CIDR block.
 */
export function canonicalNetwork(text: string): string | null {
  const parsed = parseCidr(text);
  if (!parsed) return null;
  const { address, prefix } = parsed;
  const block = `${address.toString()}/${prefix}`;
  const network =
    address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(block) : ipaddr.IPv6.networkAddressFromCIDR(block);
  return `${network.toString()}/${prefix}`;
}

/** True when the block is at most as wide as WIDEST_PREFIX allows; false for what is not a block. */
export function isAcceptedWidth(text: string): boolean {
  const parsed = parseCidr(text);
  return parsed !== null && parsed.prefix >= WIDEST_PREFIX[parsed.version];
}

/** For forms and request schemas: the trimmed text, checked as a management network's block. */
export const cidrSchema = v.pipe(
  v.string(CIDR_FORMAT_MESSAGE),
  v.trim(),
  v.nonEmpty(CIDR_FORMAT_MESSAGE),
  v.check(isValidCidr, CIDR_FORMAT_MESSAGE),
  v.check(isAcceptedWidth, CIDR_TOO_WIDE_MESSAGE),
);
