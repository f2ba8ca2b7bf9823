// A seeded pseudo-random source, so the same seed always builds the same catalogue.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, count). */
  below(count: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: small, fast and well spread for test data (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (count: number) => Math.floor(next() * count);
  return {
    next,
    below,
    between: (min, max) => min + below(max - min + 1),
    pick: <T>(items: readonly T[]) => {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/**
 * Draws ranks 0..count-1 with probability proportional to 1/(rank+1)^exponent (Zipf's law): a few
 * products and words are very common, most are rare — as in a real catalogue and in real searches.
 */
export function createZipf(count: number, exponent: number): (random: Random) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 0; rank < count; rank += 1) {
    total += 1 / (rank + 1) ** exponent;
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? total) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
