import { readSessionJson, writeSessionJson } from './storage';
import type { SessionKey } from './storage-keys';

type FieldKind = 'string' | 'number' | 'array';

/** Whether a value read back from storage is a list of records whose named fields have the given kinds. */
export function isRecordList(value: unknown, fields: Readonly<Record<string, FieldKind>>): boolean {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const record = item as Record<string, unknown>;
      return Object.entries(fields).every(([name, kind]) =>
        kind === 'array' ? Array.isArray(record[name]) : typeof record[name] === kind,
      );
    })
  );
}

/**
 * A stored copy is dated 0; an answer fetched in this page load carries its real time. A fixed Infinity
 * would hold both as fresh (0 + Infinity is still in the future), so a reload would never ask again.
 */
const freshOnlyIfFetched = (query: { state: { dataUpdatedAt: number } }): number =>
  query.state.dataUpdatedAt === 0 ? 0 : Infinity;

/**
 * Query options for lists the spec keeps in session storage and fetches again only when the page is
 * loaded afresh (hot games HOT_GAMES, winners WINNERS, vendors gameVendor): the stored copy paints at
 * once, is stale so each page load replaces it in the background, and an answer fetched in this page
 * load is never refetched within it. `remember` stores a fresh answer; a damaged or foreign stored value
 * counts as absent.
 */
export function sessionCached<T>(key: SessionKey, isValid: (value: unknown) => boolean) {
  return {
    remember: (value: T): T => {
      writeSessionJson(key, value);
      return value;
    },
    options: {
      initialData: (): T | undefined => {
        const stored = readSessionJson(key);
        return isValid(stored) ? (stored as T) : undefined;
      },
      initialDataUpdatedAt: 0,
      staleTime: freshOnlyIfFetched,
      refetchOnWindowFocus: false,
    },
  };
}
