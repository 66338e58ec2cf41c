import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { canonicalAddress, parseAddress, reservedAddressUse } from './ip-address';

describe('single addresses', () => {
  it.each(['52.14.7.9', '2600:1f18::ab', '::ffff:52.14.7.9', '2600:1F18:0:0:0:0:0:AB'])('accepts %s', (text) => {
    expect(parseAddress(text, isIP(text) as 4 | 6)).not.toBeNull();
  });

  it.each([
    ['52.14.7.0/24', 4],
    ['52.14.7', 4],
    ['052.14.7.9', 4],
    ['2600:1f18::/48', 6],
    ['2600:1f18::ab', 4],
    ['52.14.7.9', 6],
    ['', 4],
  ] as const)('refuses %s as IPv%s', (text, version) => {
    expect(parseAddress(text, version)).toBeNull();
  });

  it('spells each address one way', () => {
    expect(canonicalAddress('2600:1F18:0:0::0AB', 6)).toBe('2600:1f18::ab');
    expect(canonicalAddress(' 52.14.7.9 ', 4)).toBe('52.14.7.9');
  });
});

describe('reserved addresses', () => {
  it.each([
    ['127.0.0.1', 4, 'loopback'],
    ['0.0.0.0', 4, 'this network (unspecified)'],
    ['10.9.8.7', 4, 'private use'],
    ['100.64.1.1', 4, 'shared address space (carrier-grade NAT)'],
    ['198.51.100.7', 4, 'documentation (TEST-NET-2)'],
    ['239.1.1.1', 4, 'multicast'],
    ['255.255.255.255', 4, 'reserved (including broadcast)'],
    ['::', 6, 'unspecified'],
    ['::1', 6, 'loopback'],
    ['fe80::1', 6, 'link-local'],
    ['fd12::1', 6, 'unique local'],
    ['ff02::1', 6, 'multicast'],
    ['2001:db8::1', 6, 'documentation'],
    ['::ffff:10.0.0.1', 6, 'not global unicast'],
  ] as const)('names %s as %s', (text, version, use) => {
    expect(reservedAddressUse(text, version)).toBe(use);
  });

  it.each([
    ['52.14.7.9', 4],
    ['8.8.8.8', 4],
    ['2600:1f18::ab', 6],
  ] as const)('lets %s through', (text, version) => {
    expect(reservedAddressUse(text, version)).toBeNull();
  });
});
