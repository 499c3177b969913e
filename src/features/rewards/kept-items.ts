import { useCallback, useState } from 'react';

/**
 * The lists of the reward centre hold only what is still to claim or open: once the member claims an item
 * here, the next read leaves it out. The item is kept on screen (after the others) with its outcome until
 * the page is left, so the words of what was won never vanish under the member's eyes.
 */
export function useKeptItems<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
): { shown: readonly T[]; keep: (item: T) => void } {
  const [kept, setKept] = useState<ReadonlyMap<string, T>>(() => new Map());
  const keep = useCallback((item: T) => setKept((old) => new Map(old).set(keyOf(item), item)), [keyOf]);
  const present = new Set(items.map(keyOf));
  const gone = [...kept.values()].filter((item) => !present.has(keyOf(item)));
  return { shown: gone.length === 0 ? items : [...items, ...gone], keep };
}
