/**
 * Stateless hashing: every number in the world is a function of (seed, what, when), so any hour
 * can be computed on its own, in any order, on any machine, with the same result.
 */

/** A 32-bit finalizer (lowbias32): small input changes flip about half the output bits. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashString(text: string, seed = 0): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h);
}

export function hash3(a: number, b: number, c: number): number {
  return mix32(mix32(mix32(a) ^ b) + Math.imul(c, 0x9e3779b1));
}

/** A hash as a number in [0, 1). */
export const unit = (hash: number): number => hash / 4294967296;

/** A roughly normal number (mean 0, deviation 1) from one hash: the sum of three uniforms. */
export function normalish(hash: number): number {
  const a = unit(mix32(hash ^ 0x1b873593));
  const b = unit(mix32(hash ^ 0xcc9e2d51));
  const c = unit(mix32(hash ^ 0xe6546b64));
  return (a + b + c - 1.5) * 2;
}
