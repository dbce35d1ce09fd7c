/**
 * Seeded randomness for the demo generator. Everything the generator emits is derived
 * from these streams, never from Math.random or the clock, so a (questions, seed) pair
 * always produces byte-identical files.
 */

/** splitmix32: spreads a small seed over 32 bits so neighbouring seeds give unrelated streams. */
function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a, to turn a stream label ("questions", "attorneys") into a number. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** sfc32: small, fast, passes PractRand far beyond what a demo archive needs. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, label = '') {
    const mix = splitmix32((seed >>> 0) ^ hashLabel(label));
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Integer in [min, max] leaning towards min: the higher `skew`, the rarer large values. */
  skewedInt(min: number, max: number, skew: number): number {
    return min + Math.floor(Math.pow(this.next(), skew) * (max - min + 1));
  }

  /** Pareto-distributed weight >= 1; small alpha gives a heavy tail. */
  pareto(alpha: number, cap: number): number {
    return Math.min(cap, Math.pow(1 - this.next(), -1 / alpha));
  }

  /** k distinct items, order of first draw kept. */
  sample<T>(items: readonly T[], k: number): T[] {
    const chosen: T[] = [];
    const taken = new Set<number>();
    while (chosen.length < Math.min(k, items.length)) {
      const i = Math.floor(this.next() * items.length);
      if (taken.has(i)) continue;
      taken.add(i);
      chosen.push(items[i] as T);
    }
    return chosen;
  }
}

/** Draws items by weight in O(log n) (cumulative table + binary search). */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    if (entries.length === 0) throw new Error('WeightedPicker needs at least one entry');
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, weight], i) => {
      sum += weight;
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  get size(): number {
    return this.items.length;
  }

  pick(rng: Rng): T {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/**
 * Zipf-like picker over a phrase list: the first phrases are the common ones, the tail is
 * rare, which gives the skewed term frequencies real archives have.
 */
export function zipfPicker<T>(items: readonly T[], exponent = 0.8): WeightedPicker<T> {
  return new WeightedPicker(items.map((item, i) => [item, 1 / Math.pow(i + 1, exponent)] as const));
}
