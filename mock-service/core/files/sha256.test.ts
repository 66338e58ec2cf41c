// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src/lib/hex';
import { hmacSha256, sha256 } from './sha256';

const encode = (text: string) => new TextEncoder().encode(text);

describe('sha256 and hmacSha256', () => {
  // Lengths around the 55/56/64-byte padding edges, and a multi-block message.
  const messages = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'ü'.repeat(300)];

  it.each(messages.map((m) => [m.length, m] as const))('hashes a %i-character message as node:crypto does', (_n, m) => {
    expect(toHex(sha256(encode(m)))).toBe(createHash('sha256').update(m).digest('hex'));
  });

  it('signs as node:crypto does, with short and long keys', () => {
    for (const key of ['k', 'pdns-mock-file-service', 'x'.repeat(100)]) {
      expect(toHex(hmacSha256(key, 'GET\n/mock-files/a\n20261123T180000Z\n300'))).toBe(
        createHmac('sha256', key).update('GET\n/mock-files/a\n20261123T180000Z\n300').digest('hex'),
      );
    }
  });
});
