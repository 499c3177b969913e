import { gameCentreTypes, gameListTypes, paths } from '@/config/paths';
import { preloadModule } from '@/lib/lazy-with-retry';
import { isHomePath, normalisePath } from './route-layouts';

/**
 * The lazily loaded page modules, named once so the route table and the start-up preload share them.
 * import() is cached by the module loader: a chunk preloaded at start-up is not fetched again by React.lazy.
 */
export const pageChunks = {
  home: () => import('@/pages/home-page'),
  gameType: () => import('@/pages/game-type-page'),
  lottery: () => import('@/pages/lottery-page'),
  notFound: () => import('@/pages/not-found-page'),
  placeholders: () => import('@/pages/placeholder-pages'),
  agentHome: () => import('@/features/agent/components/agent-home-page'),
};

const lower = (list: readonly string[]) => new Set(list.map((p) => p.toLowerCase()));
const gameTypePaths = lower(
  [...gameCentreTypes, ...gameListTypes].map((t) => `/${t}`).concat(paths.lott, paths.elott),
);

/**
 * Starts downloading the landing page's chunk during start-up (resolving when it is in, or failed), in
 * parallel with the language file and the site status, instead of only once the shell has rendered (one network round trip later). Only the
 * pages a visitor commonly lands on are covered; any other page still loads when its route renders.
 */
export function preloadPageChunk(pathname: string): Promise<unknown> {
  const path = normalisePath(pathname);
  // A failed preload is harmless: the route's own lazy load retries and reports it.
  const quietly = (loading: Promise<unknown>) => loading.catch(() => undefined);
  if (isHomePath(path)) return quietly(preloadModule(pageChunks.home));
  if (gameTypePaths.has(path)) return quietly(preloadModule(pageChunks.gameType));
  return Promise.resolve();
}
