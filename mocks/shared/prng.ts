/** mulberry32: tiny, fast and good enough for seed data; the same seed always gives the same site. */
export function createPrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Prng = () => number;

export function pick<T>(rng: Prng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function intBetween(rng: Prng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** FNV-1a, used to derive stable colours and numbers from ids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** SMS codes and the like: drawn from the state's own PRNG, so a run repeats after a reset. */
export function randomDigits(rng: Prng, count: number): string {
  return Array.from({ length: count }, () => Math.floor(rng() * 10)).join('');
}
