import { hash3 } from './hash';

/**
 * The i-th query of a bucket takes its class, source and protocol from π(i) = (a·i + b) mod n,
 * a different affine permutation per dimension. Counts per class need no permutation at all;
 * counts over part of an hour (the first i queries) are lattice-point counts, solved by floor_sum
 * in O(log n). All products stay below 2^53 for n up to 2^26.
 */
export interface Permutation {
  n: number;
  a: number;
  b: number;
  /** a⁻¹ mod n, for listing the queries of a class. */
  inverse: number;
}

/** Irrational steps keep consecutive queries far apart in every dimension, and apart from each other. */
const STEPS = [0.6180339887, 0.4142135624, 0.7320508076, 0.2360679775];

const gcd = (x: number, y: number): number => {
  while (y) [x, y] = [y, x % y];
  return x;
};

function inverseMod(a: number, n: number): number {
  let [r0, r1, s0, s1] = [n, a, 0, 1];
  while (r1) {
    const q = Math.floor(r0 / r1);
    [r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1];
  }
  return ((s0 % n) + n) % n;
}

export function permutation(n: number, dimension: number, hash: number): Permutation {
  if (n <= 1) return { n, a: 0, b: 0, inverse: 0 };
  let a = ((Math.floor(n * STEPS[dimension]) + (hash3(hash, dimension, 1) % 7)) % (n - 1)) + 1;
  while (gcd(a, n) !== 1) a = (a % (n - 1)) + 1;
  return { n, a, b: hash3(hash, dimension, 2) % n, inverse: inverseMod(a, n) };
}

export const apply = (p: Permutation, i: number): number => (p.n <= 1 ? 0 : (p.a * i + p.b) % p.n);
export const invert = (p: Permutation, m: number): number =>
  p.n <= 1 ? 0 : (p.inverse * (((m - p.b) % p.n) + p.n)) % p.n;

/** Σ_{i<n} floor((a·i + b) / m) for non-negative a, b (AtCoder Library's floor_sum). */
export function floorSum(n: number, m: number, a: number, b: number): number {
  let answer = 0;
  for (;;) {
    if (a >= m) {
      answer += ((n - 1) * n * Math.floor(a / m)) / 2;
      a %= m;
    }
    if (b >= m) {
      answer += n * Math.floor(b / m);
      b %= m;
    }
    const yMax = a * n + b;
    if (yMax < m) return answer;
    n = Math.floor(yMax / m);
    b = yMax % m;
    [m, a] = [a, m];
  }
}

/** How many i in [0, count) have π(i) < bound. */
function below(p: Permutation, count: number, bound: number): number {
  if (bound <= 0 || count <= 0) return 0;
  if (bound >= p.n) return count;
  // π(i) ≥ bound exactly when floor((a·i + b + n − bound) / n) − floor((a·i + b) / n) is 1.
  const atOrAbove = floorSum(count, p.n, p.a, p.b + p.n - bound) - floorSum(count, p.n, p.a, p.b);
  return count - atOrAbove;
}

/** How many i in [from, to) have π(i) in [lo, hi). */
export function countIn(p: Permutation, from: number, to: number, lo: number, hi: number): number {
  if (hi <= lo || to <= from) return 0;
  if (p.n <= 1) return lo <= 0 && hi > 0 ? to - from : 0;
  // A narrow interval is cheaper to list than to count: most categories of rare record types.
  if (hi - lo <= 12) {
    let found = 0;
    for (let m = lo; m < hi; m++) {
      const i = invert(p, m);
      if (i >= from && i < to) found++;
    }
    return found;
  }
  return below(p, to, hi) - below(p, to, lo) - below(p, from, hi) + below(p, from, lo);
}
