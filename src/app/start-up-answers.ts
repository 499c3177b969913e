import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { localKeys } from '@/lib/storage-keys';
import { localStore } from '@/lib/storage';

/**
 * A returning visitor's start-up answers (decision 043): what the last visit read is drawn at once, and the
 * answers are asked again beside it, replacing it when they come. Kept for one build and one language only
 * (the answers are stored as this build read them), and for a week.
 */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** This build: the chunk's address carries its content hash. */
const BUILD = import.meta.url;

interface Kept {
  build: string;
  language: string;
  savedAt: number;
  answers: { key: QueryKey; data: unknown }[];
}

function read(language: string): Kept | null {
  const raw = localStore.get(localKeys.startUpAnswers);
  if (raw === null) return null;
  try {
    const kept = JSON.parse(raw) as Partial<Kept>;
    const fresh =
      kept.build === BUILD &&
      kept.language === language &&
      typeof kept.savedAt === 'number' &&
      Date.now() - kept.savedAt < MAX_AGE_MS &&
      Array.isArray(kept.answers);
    return fresh ? (kept as Kept) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the kept answers of `keys` in the query cache; true when every one of them was kept (start-up then
 * draws the page without waiting for the network).
 */
export function restoreStartUpAnswers(
  queryClient: QueryClient,
  language: string,
  keys: readonly QueryKey[],
): boolean {
  const kept = read(language);
  if (!kept) return false;
  const found = keys.map((key) => kept.answers.find((answer) => hashKey(answer.key) === hashKey(key)));
  if (found.some((answer) => answer === undefined)) return false;
  for (const answer of found) {
    queryClient.setQueryData(answer!.key, answer!.data, { updatedAt: kept.savedAt });
  }
  return true;
}

/** Keeps the answers of `keys` whenever they arrive, for the next visit, in the language they were asked in. */
export function keepStartUpAnswers(
  queryClient: QueryClient,
  language: () => string,
  keys: readonly QueryKey[],
): void {
  // Compared by the cache's own hash: this runs on every answer of the visit.
  const hashes = new Set(keys.map((key) => hashKey(key)));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!hashes.has(event.query.queryHash)) return;
    const answers = keys.flatMap((key) => {
      const data = queryClient.getQueryData(key);
      return data === undefined ? [] : [{ key, data }];
    });
    const kept: Kept = { build: BUILD, language: language(), savedAt: Date.now(), answers };
    localStore.set(localKeys.startUpAnswers, JSON.stringify(kept));
  });
}
