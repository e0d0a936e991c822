import { createHash } from 'node:crypto';

/** Namespaces every seeded query_id and random stream, so a re-seed reproduces the same rows. */
export const SEED_NAMESPACE = 'sauda-seed';

/**
 * A stable 32-hex-digit query_id (the format of the column's random default), the md5 of
 * `sauda-seed:<kind>:<n>`; the SQL bulk generator computes the same with `md5()`.
 */
export function seededQueryId(kind: string, n: number): string {
  return createHash('md5').update(`${SEED_NAMESPACE}:${kind}:${n}`).digest('hex');
}

function hashSeed(text: string): number {
  let hash = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32 seeded from a string: each stream ("store:3", "products:12") is independent. */
export function createRandom(streamKey: string): Random {
  let state = hashSeed(`${SEED_NAMESPACE}:${streamKey}`);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
