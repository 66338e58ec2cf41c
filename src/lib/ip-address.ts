import ipaddr from 'ipaddr.js';
import { type IpAddress, parseIp } from './cidr';

/**
 * Single IP addresses as authorized sources (spec 1 §5): one IPv4 or IPv6 address, never a
 * block, in the strict text form cidr.ts holds ipaddr.js to.
 */
export type IpVersion = 4 | 6;

function addressOf(text: string, version: IpVersion): IpAddress | null {
  const address = parseIp(text.trim());
  return address?.kind() === `ipv${version}` ? address : null;
}

/** The address's bytes, or null when the text is not one address of that version (a '/' never is). */
export function parseAddress(text: string, version: IpVersion): number[] | null {
  return addressOf(text, version)?.toByteArray() ?? null;
}

/** One spelling per address ('2001:0DB8::0:1' → '2001:db8::1'), so "taken" compares addresses, not text. */
export function canonicalAddress(text: string, version: IpVersion): string | null {
  return addressOf(text, version)?.toString() ?? null;
}

/**
 * Addresses the service cannot see as the source of a DNS query from an organization: they are
 * not globally routable (RFC 6890 special-purpose registries), or they are shared by many
 * networks (private and carrier-grade NAT space), so authorizing one would let every network
 * using it through as that organization. ipaddr.js's range() sorts most of them; anycast it knows
 * (AS112, AMT) stays allowed.
 */
const USE_OF_RANGE: Record<IpVersion, Partial<Record<string, string>>> = {
  4: {
    unspecified: 'this network (unspecified)',
    private: 'private use',
    carrierGradeNat: 'shared address space (carrier-grade NAT)',
    loopback: 'loopback',
    linkLocal: 'link-local',
    multicast: 'multicast',
    broadcast: 'reserved (including broadcast)',
  },
  6: {
    unspecified: 'unspecified',
    loopback: 'loopback',
    multicast: 'multicast',
    linkLocal: 'link-local',
    uniqueLocal: 'unique local',
  },
};

/**
 * The blocks range() lumps together as 'reserved' (or, inside 2001::/23, splits into Teredo,
 * ORCHID and the rest), named so the refusal says which. Parsed on first use rather than as the
 * module loads: it is in the initial chunk, and the first screen never needs them.
 */
let blocks: { named: Record<string, [IpAddress, number][]>; globalUnicast: [IpAddress, number] } | undefined;
const namedBlocks = () =>
  (blocks ??= {
    named: Object.fromEntries(
      Object.entries({
        'IETF protocol assignments': ['192.0.0.0/24'],
        'documentation (TEST-NET-1)': ['192.0.2.0/24'],
        '6to4 relay anycast': ['192.88.99.0/24'],
        benchmarking: ['198.18.0.0/15'],
        'documentation (TEST-NET-2)': ['198.51.100.0/24'],
        'documentation (TEST-NET-3)': ['203.0.113.0/24'],
        'reserved (including broadcast)': ['240.0.0.0/4'],
        'IETF protocol assignments (including Teredo)': ['2001::/23'],
        documentation: ['2001:db8::/32', '3fff::/20'],
        '6to4': ['2002::/16'],
      }).map(([use, cidrs]) => [use, cidrs.map((block) => ipaddr.parseCIDR(block))]),
    ),
    globalUnicast: ipaddr.IPv6.parseCIDR('2000::/3'),
  });

/** Why the address cannot be a source ('loopback', 'multicast', …), or null when it can. */
export function reservedAddressUse(text: string, version: IpVersion): string | null {
  const address = addressOf(text, version);
  if (!address) return null;
  const use = USE_OF_RANGE[version][address.range()];
  if (use) return use;
  if (version === 6 && !address.match(namedBlocks().globalUnicast)) return 'not global unicast';
  return ipaddr.subnetMatch(address, namedBlocks().named, '') || null;
}
