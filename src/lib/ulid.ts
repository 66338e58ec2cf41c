/**
 * ULIDs (https://github.com/ulid/spec): 48 bits of milliseconds then 80 random bits, in
 * Crockford's base 32, so ids sort by creation time. Pure: the caller supplies the time and the
 * random numbers, which lets the mock make the same ids from the same clock and seed.
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const MAX_TIME = 2 ** 48 - 1;

/** `random` returns numbers in [0, 1), like Math.random or the mock's seeded generator. */
export function ulid(timeMs: number, random: () => number): string {
  if (!Number.isInteger(timeMs) || timeMs < 0 || timeMs > MAX_TIME)
    throw new RangeError(`ULID time out of range: ${timeMs}`);
  let time = '';
  for (let rest = timeMs, n = 0; n < 10; n++, rest = Math.floor(rest / 32)) time = CROCKFORD[rest % 32] + time;
  let tail = '';
  for (let n = 0; n < 16; n++) tail += CROCKFORD[Math.floor(random() * 32)];
  return time + tail;
}

/** The creation time a ULID carries, in milliseconds. */
export function ulidTime(id: string): number {
  return Array.from(id.slice(0, 10)).reduce((sum, char) => sum * 32 + CROCKFORD.indexOf(char), 0);
}
