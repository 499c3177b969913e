import { useQuery } from '@tanstack/react-query';
import type { Game } from '@/api';
import { categoryGamesQuery } from '../../api/category-games';
import { favouriteListQuery } from '../../api/favourite-list';
import { hotGamesQuery } from '../../api/hot-games';
import { recentGamesQuery } from '../../api/recent-games';
import { useSessionScope } from '@/core/session-scope';
import { FILTER_FAV, FILTER_RECENT } from '../../model/category-menu';
import type { LobbyConfig } from '../../model/lobby-routes';

/** The largest favourites and recent pages the backend gives (mocks/README.md): the whole list at once. */
const MEMBER_LIST_SIZE = 500;

export type LobbySource = 'category' | 'hot' | 'fav' | 'recent';

export interface LobbyGames {
  source: LobbySource;
  games: readonly Game[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  /** The list needs a login the visitor does not have. */
  needsLogin: boolean;
}

const none: readonly Game[] = [];

/**
 * The list a lobby shows before the client-side filters: the whole category, the hot games, or the
 * member's favourites or recent games (FAV and RECENT count only with a session; product rules: states and flows).
 */
export function useLobbyGames(config: LobbyConfig, classify: string, vendor: string): LobbyGames {
  const { token, scope } = useSessionScope();
  const member = token !== null;
  const source: LobbySource =
    config.kind === 'hot'
      ? 'hot'
      : config.kind === 'fav' || (classify === FILTER_FAV && member)
        ? 'fav'
        : classify === FILTER_RECENT && member
          ? 'recent'
          : 'category';
  const gameType = config.kind === 'category' ? config.gameType : undefined;
  const vendorParam = config.fixedVendor ?? (vendor !== 'ALL' ? vendor : undefined);

  const category = useQuery({
    ...categoryGamesQuery(config.gameType, config.fixedVendor),
    enabled: source === 'category',
  });
  const hot = useQuery({ ...hotGamesQuery, enabled: source === 'hot' });
  const fav = useQuery(
    favouriteListQuery(scope, member && source === 'fav', {
      pageNo: 1,
      pageSize: MEMBER_LIST_SIZE,
      gameType,
      vendor: vendorParam,
    }),
  );
  const recent = useQuery(
    recentGamesQuery(scope, member && source === 'recent', {
      pageNo: 1,
      pageSize: MEMBER_LIST_SIZE,
      gameType,
    }),
  );

  const needsLogin = source === 'fav' && !member;
  switch (source) {
    case 'hot':
      return {
        source,
        games: hot.data,
        isPending: hot.isPending,
        isError: hot.isError,
        refetch: () => void hot.refetch(),
        needsLogin,
      };
    case 'fav':
      return {
        source,
        games: needsLogin ? none : fav.data?.content,
        isPending: !needsLogin && fav.isPending,
        isError: fav.isError,
        refetch: () => void fav.refetch(),
        needsLogin,
      };
    case 'recent':
      return {
        source,
        games: recent.data?.content,
        isPending: recent.isPending,
        isError: recent.isError,
        refetch: () => void recent.refetch(),
        needsLogin,
      };
    default:
      return {
        source,
        games: category.data,
        isPending: category.isPending,
        isError: category.isError,
        refetch: () => void category.refetch(),
        needsLogin,
      };
  }
}
