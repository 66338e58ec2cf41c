import * as v from 'valibot';

/**
 * IPv4 and IPv6 CIDR blocks (spec 1 §5, management networks). No IP library is in the bundle and
 * the rules are small, so they are written here and tested exhaustively (cidr.test.ts).
 *
 * Accepted: dotted-quad IPv4 without leading zeros, prefix 0–32 ('10.0.0.0/8'); RFC 4291 IPv6
 * text, compressed or not, with an optional trailing dotted quad, prefix 0–128 ('2001:db8::/32',
 * '::ffff:192.0.2.0/120'). The prefix is required and written in decimal without leading zeros.
 * Host bits may be set ('10.1.2.3/8' names the network 10.0.0.0/8); the duplicate check compares
 * networks, not spellings, through canonicalNetwork.
 */
export const CIDR_FORMAT_MESSAGE = 'Please use correct CIDR format';
export const CIDR_MAX_LENGTH = 64;

/**
 * The shortest prefix a management network may have. A management network names the addresses an
 * organization administers from; /0 would be the whole Internet, and no agency holds an IPv4 block
 * wider than a /8 or an IPv6 allocation wider than a regional registry's usual /32 to an operator.
 */
export const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;
export const CIDR_TOO_WIDE_MESSAGE =
  'This network is too wide. Use a prefix of /8 or longer for IPv4, or /32 or longer for IPv6.';

export interface ParsedCidr {
  version: 4 | 6;
  /** 4 or 16 bytes, network byte order, host bits as written. */
  bytes: number[];
  prefix: number;
}

const DECIMAL = /^(0|[1-9]\d{0,2})$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (DECIMAL.test(part) ? Number(part) : Number.NaN));
  return bytes.every((b) => b <= 255) ? bytes : null;
}

function parseIPv6(text: string): number[] | null {
  // A trailing dotted quad stands for the last two hextets (::ffff:192.0.2.1): rewrite it as hex.
  const lastColon = text.lastIndexOf(':');
  let body = text;
  if (text.slice(lastColon + 1).includes('.')) {
    const quad = parseIPv4(text.slice(lastColon + 1));
    if (!quad) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    body = `${text.slice(0, lastColon + 1)}${hex(quad[0], quad[1])}:${hex(quad[2], quad[3])}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const words = (half: string): string[] => (half === '' ? [] : half.split(':'));
  const head = words(halves[0]);
  const rest = halves.length === 2 ? words(halves[1]) : [];
  if (![...head, ...rest].every((w) => HEXTET.test(w))) return null;
  const written = head.length + rest.length;
  // '::' stands for one or more zero hextets.
  if (halves.length === 2 ? written > 7 : written !== 8) return null;
  const hextets = [...head, ...Array<string>(8 - written).fill('0'), ...rest].map((w) => parseInt(w, 16));
  return hextets.flatMap((h) => [h >> 8, h & 0xff]);
}

/** The block's parts, or null when the text is not a CIDR block. Surrounding spaces are ignored. */
export function parseCidr(text: string): ParsedCidr | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > CIDR_MAX_LENGTH) return null;
  const slash = trimmed.indexOf('/');
  if (slash < 0 || trimmed.indexOf('/', slash + 1) >= 0) return null;
  const address = trimmed.slice(0, slash);
  const prefixText = trimmed.slice(slash + 1);
  if (!DECIMAL.test(prefixText)) return null;
  const prefix = Number(prefixText);
  const version = address.includes(':') ? 6 : 4;
  const bytes = version === 4 ? parseIPv4(address) : parseIPv6(address);
  if (!bytes || prefix > bytes.length * 8) return null;
  return { version, bytes, prefix };
}

export const isValidCidr = (text: string): boolean => parseCidr(text) !== null;

function formatIPv6(bytes: number[]): string {
  const hextets = Array.from({ length: 8 }, (_, i) => (bytes[2 * i] << 8) | bytes[2 * i + 1]);
  // RFC 5952: compress the longest run of two or more zero hextets, the first one on a tie.
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && hextets[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const text = hextets.map((h) => h.toString(16));
  if (best.start < 0) return text.join(':');
  return `${text.slice(0, best.start).join(':')}::${text.slice(best.start + best.length).join(':')}`;
}

/**
 * The network a block names, in one spelling: host bits cleared, IPv6 lower-case and compressed.
 * '10.1.2.3/8' → '10.0.0.0/8', '2001:DB8:0:0::1/32' → '2001:db8::/32'. Null when not a CIDR block.
 */
export function canonicalNetwork(text: string): string | null {
  const parsed = parseCidr(text);
  if (!parsed) return null;
  const { bytes, prefix, version } = parsed;
  const masked = bytes.map((byte, i) => {
    const keep = Math.min(8, Math.max(0, prefix - i * 8));
    return byte & ((0xff << (8 - keep)) & 0xff);
  });
  const address = version === 4 ? masked.join('.') : formatIPv6(masked);
  return `${address}/${prefix}`;
}

/** True when the block is at most as wide as WIDEST_PREFIX allows; false for what is not a block. */
export function isAcceptedWidth(text: string): boolean {
  const parsed = parseCidr(text);
  return parsed !== null && parsed.prefix >= WIDEST_PREFIX[parsed.version];
}

/** What is wrong with text offered as a management network, or null: the form and the service share it. */
export function managementNetworkProblem(text: string): string | null {
  if (!isValidCidr(text)) return CIDR_FORMAT_MESSAGE;
  return isAcceptedWidth(text) ? null : CIDR_TOO_WIDE_MESSAGE;
}

/** For forms and request schemas: the trimmed text, checked as a management network's block. */
export const cidrSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(CIDR_FORMAT_MESSAGE),
  v.check(isValidCidr, CIDR_FORMAT_MESSAGE),
  v.check(isAcceptedWidth, CIDR_TOO_WIDE_MESSAGE),
);

/** A Mantine-form validator: the format or width message, or null. */
export const validateCidr = (value: unknown): string | null =>
  typeof value === 'string' ? managementNetworkProblem(value) : CIDR_FORMAT_MESSAGE;
