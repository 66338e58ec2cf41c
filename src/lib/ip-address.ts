import { canonicalNetwork, parseCidr } from './cidr';

/**
 * Single IP addresses as authorized sources (spec 1 §5): one IPv4 or IPv6 address, never a
 * block. The parsing is cidr.ts's, applied to the address as a host block (/32 or /128).
 */
export type IpVersion = 4 | 6;

const FULL_PREFIX = { 4: 32, 6: 128 } as const;

/** The address's bytes, or null when the text is not one address of that version (a '/' never is). */
export function parseAddress(text: string, version: IpVersion): number[] | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.includes('/')) return null;
  const parsed = parseCidr(`${trimmed}/${FULL_PREFIX[version]}`);
  return parsed && parsed.version === version ? parsed.bytes : null;
}

/** One spelling per address ('2001:0DB8::0:1' → '2001:db8::1'), so "taken" compares addresses, not text. */
export function canonicalAddress(text: string, version: IpVersion): string | null {
  if (!parseAddress(text, version)) return null;
  return canonicalNetwork(`${text.trim()}/${FULL_PREFIX[version]}`)!.split('/')[0];
}

interface Block {
  network: string;
  name: string;
}

/**
 * Addresses the service cannot see as the source of a DNS query from an organization: they are
 * not globally routable (RFC 6890 special-purpose registries), or they are shared by many
 * networks (private and carrier-grade NAT space), so authorizing one would let every network
 * using it through as that organization.
 */
export const RESERVED_IPV4: readonly Block[] = [
  { network: '0.0.0.0/8', name: 'this network (unspecified)' },
  { network: '10.0.0.0/8', name: 'private use' },
  { network: '100.64.0.0/10', name: 'shared address space (carrier-grade NAT)' },
  { network: '127.0.0.0/8', name: 'loopback' },
  { network: '169.254.0.0/16', name: 'link-local' },
  { network: '172.16.0.0/12', name: 'private use' },
  { network: '192.0.0.0/24', name: 'IETF protocol assignments' },
  { network: '192.0.2.0/24', name: 'documentation (TEST-NET-1)' },
  { network: '192.88.99.0/24', name: '6to4 relay anycast' },
  { network: '192.168.0.0/16', name: 'private use' },
  { network: '198.18.0.0/15', name: 'benchmarking' },
  { network: '198.51.100.0/24', name: 'documentation (TEST-NET-2)' },
  { network: '203.0.113.0/24', name: 'documentation (TEST-NET-3)' },
  { network: '224.0.0.0/4', name: 'multicast' },
  { network: '240.0.0.0/4', name: 'reserved (including broadcast)' },
];

/** IPv6: anything outside global unicast (2000::/3) is reserved, plus these blocks inside it. */
export const RESERVED_IPV6: readonly Block[] = [
  { network: '2001::/23', name: 'IETF protocol assignments (including Teredo)' },
  { network: '2001:db8::/32', name: 'documentation' },
  { network: '2002::/16', name: '6to4' },
  { network: '3fff::/20', name: 'documentation' },
];

function inBlock(bytes: number[], network: string): boolean {
  const block = parseCidr(network)!;
  if (block.bytes.length !== bytes.length) return false;
  for (let bit = 0; bit < block.prefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3] & mask) !== (block.bytes[bit >> 3] & mask)) return false;
  }
  return true;
}

/** Why the address cannot be a source ('loopback', 'multicast', …), or null when it can. */
export function reservedAddressUse(text: string, version: IpVersion): string | null {
  const bytes = parseAddress(text, version);
  if (!bytes) return null;
  if (version === 6 && !inBlock(bytes, '2000::/3')) {
    if (bytes.every((b) => b === 0)) return 'unspecified';
    if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return 'loopback';
    if (bytes[0] === 0xff) return 'multicast';
    if (bytes[0] === 0xfe && (bytes[1] & 0xc0) === 0x80) return 'link-local';
    if ((bytes[0] & 0xfe) === 0xfc) return 'unique local';
    return 'not global unicast';
  }
  const blocks = version === 4 ? RESERVED_IPV4 : RESERVED_IPV6;
  return blocks.find((block) => inBlock(bytes, block.network))?.name ?? null;
}
