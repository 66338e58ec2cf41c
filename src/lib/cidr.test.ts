// @vitest-environment node
import { isIP } from 'node:net';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CIDR_FORMAT_MESSAGE,
  CIDR_TOO_WIDE_MESSAGE,
  canonicalNetwork,
  cidrSchema,
  isValidCidr,
  parseCidr,
  parseIp,
} from './cidr';

/** The schema's first message, as a form shows it, or null. */
const cidrProblem = (text: unknown): string | null => {
  const result = v.safeParse(cidrSchema, text);
  return result.success ? null : result.issues[0].message;
};

describe('CIDR validation', () => {
  it.each([
    '0.0.0.0/0',
    '10.0.0.0/8',
    '192.168.1.0/24',
    '255.255.255.255/32',
    '10.1.2.3/8',
    ' 172.16.0.0/12 ',
    '::/0',
    '::1/128',
    '2001:db8::/32',
    '2001:DB8:0:0:0:0:0:0/64',
    'fe80::/10',
    '::ffff:192.0.2.0/120',
    '1:2:3:4:5:6:7:8/128',
    '1::2:3:4:5:6:7/112',
    '1:2:3:4:5:6:7::/112',
    '1:2:3:4:5:6:1.2.3.4/128',
  ])('accepts the format of %j', (text) => {
    expect(isValidCidr(text)).toBe(true);
    expect(cidrProblem(text)).not.toBe(CIDR_FORMAT_MESSAGE);
  });

  it.each([
    '',
    ' ',
    '10.0.0.0',
    '10.0.0.0/',
    '/8',
    '10.0.0.0/33',
    '10.0.0.0/-1',
    '10.0.0.0/08',
    '10.0.0.0/8/8',
    '256.0.0.0/8',
    '01.0.0.0/8',
    '10.0.0/8',
    '10.0.0.0.0/8',
    '10.0.0.0 /8',
    'a.b.c.d/8',
    '10.0.0.0/8a',
    '::/129',
    '2001:db8::/0x20',
    '2001:db8:::/32',
    '1::2::3/64',
    '1:2:3:4:5:6:7:8:9/64',
    '1:2:3:4:5:6:7/64',
    '12345::/16',
    'g::/16',
    'fe80::1%eth0/64',
    '::ffff:256.0.0.0/120',
    '1.2.3.4::/64',
    ':1::/64',
    '1::2:/64',
    'localhost/8',
    `${'1'.repeat(70)}/8`,
    '10.0.0.0/1e1',
  ])('rejects %j with the spec message', (text) => {
    expect(isValidCidr(text)).toBe(false);
    expect(cidrProblem(text)).toBe(CIDR_FORMAT_MESSAGE);
  });

  it('rejects what is not a string', () => {
    expect(cidrProblem(undefined)).toBe(CIDR_FORMAT_MESSAGE);
    expect(cidrProblem(42)).toBe(CIDR_FORMAT_MESSAGE);
  });

  it('agrees with Node on which addresses are IPv4 or IPv6', () => {
    const address = fc.stringMatching(/^[0-9a-fA-F:.]{0,45}$/);
    fc.assert(
      fc.property(address, (text) => {
        const parsed = parseCidr(`${text}/0`);
        expect(parsed?.version ?? 0).toBe(isIP(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts every dotted quad with every prefix, and every IPv6 address Node formats', () => {
    const quad = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((b) => b.join('.'));
    fc.assert(fc.property(quad, fc.integer({ min: 0, max: 32 }), (a, p) => isValidCidr(`${a}/${p}`)));
    fc.assert(fc.property(fc.ipV6(), fc.integer({ min: 0, max: 128 }), (a, p) => isValidCidr(`${a}/${p}`)));
    fc.assert(fc.property(fc.ipV4(), fc.integer({ min: 33, max: 999 }), (a, p) => !isValidCidr(`${a}/${p}`)));
  });

  it('trims through the schema and reports the spec message', () => {
    expect(v.parse(cidrSchema, ' 10.0.0.0/8 ')).toBe('10.0.0.0/8');
    const failed = v.safeParse(cidrSchema, '10.0.0.0/99');
    expect(failed.success ? null : failed.issues[0].message).toBe(CIDR_FORMAT_MESSAGE);
  });
});

describe('the widest management network', () => {
  it.each([
    '10.0.0.0/8',
    '10.1.2.3/8',
    '192.168.1.0/24',
    '255.255.255.255/32',
    '2001:db8::/32',
    '::1/128',
    ' 2001:db8::/48 ',
  ])('accepts %j', (text) => {
    expect(cidrProblem(text)).toBeNull();
    expect(v.parse(cidrSchema, text)).toBe(text.trim());
  });

  it.each(['0.0.0.0/0', '10.0.0.0/7', '128.0.0.0/1', '::/0', '2000::/3', 'fe80::/10', '2001:db8::/31'])(
    'refuses %j as too wide, at the field',
    (text) => {
      expect(cidrProblem(text)).toBe(CIDR_TOO_WIDE_MESSAGE);
      const failed = v.safeParse(cidrSchema, text);
      expect(failed.success ? null : failed.issues[0].message).toBe(CIDR_TOO_WIDE_MESSAGE);
    },
  );

  it('reports a malformed block as a format error first', () => {
    expect(cidrProblem('10.0.0.0/99')).toBe(CIDR_FORMAT_MESSAGE);
    expect(cidrProblem('0.0.0.0')).toBe(CIDR_FORMAT_MESSAGE);
  });

  it('names the limit in its message', () => {
    expect(CIDR_TOO_WIDE_MESSAGE).toContain('/8');
    expect(CIDR_TOO_WIDE_MESSAGE).toContain('/32');
  });
});

describe('canonicalNetwork', () => {
  it.each([
    ['10.1.2.3/8', '10.0.0.0/8'],
    ['192.168.1.77/26', '192.168.1.64/26'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['1.2.3.4/32', '1.2.3.4/32'],
    ['2001:DB8:0:0:0:0:0:1/32', '2001:db8::/32'],
    ['2001:db8:0:0:1:0:0:1/128', '2001:db8::1:0:0:1/128'],
    ['1:0:0:2:0:0:0:3/128', '1:0:0:2::3/128'],
    ['::ffff:192.0.2.1/120', '::ffff:c000:200/120'],
    ['fe80::1/10', 'fe80::/10'],
    ['1:2:3:4:5:6:7:8/128', '1:2:3:4:5:6:7:8/128'],
  ])('%s → %s', (text, network) => {
    expect(canonicalNetwork(text)).toBe(network);
  });

  it('is null for text that is not a block, and stable when applied twice', () => {
    expect(canonicalNetwork('10.0.0.0')).toBeNull();
    fc.assert(
      fc.property(fc.ipV6(), fc.integer({ min: 0, max: 128 }), (a, p) => {
        const once = canonicalNetwork(`${a}/${p}`)!;
        expect(canonicalNetwork(once)).toBe(once);
        expect(isIP(once.split('/')[0])).toBe(6);
      }),
    );
  });
});

describe('the strict form ipaddr.js is held to', () => {
  it.each(['10.1', '167772161', '0x0a.0.0.1', '012.0.0.1', 'fe80::1%eth0', '::ffff:01.2.3.4', '::ffff:0x1.2.3.4'])(
    'refuses %j, which ipaddr.js alone would read',
    (text) => {
      expect(parseIp(text)).toBeNull();
    },
  );

  it('reads ::a.b.c.d as IPv4-compatible (RFC 4291), not IPv4-mapped as ipaddr.js alone does', () => {
    expect(canonicalNetwork('::192.0.2.1/128')).toBe('::c000:201/128');
  });
});
