import { describe, expect, it } from 'vitest';
import { ULID_PATTERN, ulid, ulidTime } from './ulid';

const constant = (value: number) => () => value;

describe('ulid', () => {
  it('spells the time in its first ten characters, most significant first', () => {
    // The example of the ULID specification: 1469918176385 ms is 01ARYZ6S41.
    expect(ulid(1469918176385, constant(0)).slice(0, 10)).toBe('01ARYZ6S41');
    expect(ulid(0, constant(0))).toBe('00000000000000000000000000');
    expect(ulid(1469918176385, constant(0.99999))).toBe('01ARYZ6S41ZZZZZZZZZZZZZZZZ');
  });

  it('reads its time back and sorts by it', () => {
    const earlier = ulid(Date.UTC(2026, 10, 16), Math.random);
    const later = ulid(Date.UTC(2026, 10, 16) + 1, Math.random);
    expect(ulidTime(earlier)).toBe(Date.UTC(2026, 10, 16));
    expect(earlier < later).toBe(true);
    expect(earlier).toMatch(ULID_PATTERN);
  });

  it('gives the same id for the same time and random numbers', () => {
    const seq = () => {
      let n = 0;
      return () => (n++ * 0.37) % 1;
    };
    expect(ulid(1_700_000_000_000, seq())).toBe(ulid(1_700_000_000_000, seq()));
  });

  it('refuses a time it cannot spell', () => {
    expect(() => ulid(-1, Math.random)).toThrow(RangeError);
    expect(() => ulid(2 ** 48, Math.random)).toThrow(RangeError);
  });
});
