/*
 * The games feature: lobby building blocks (game tile, favourites, game queries) for the pages and for
 * the home page's game sections.
 */
export { GameTile, gameDisplayName } from './components/game-tile/game-tile';
export { useFavourites, FAVOURITE_THROTTLE_MS, type Favourites } from './use-favourites';
export { toGameRef } from './model/game-ref';
export {
  gameListQuery,
  gameListQueryKey,
  gameListParams,
  fetchGameList,
  useGameList,
  type GameListFilter,
} from './api/game-list';
export { categoryGamesQuery, fetchCategoryGames, useCategoryGames } from './api/category-games';
export { hotGamesQuery, hotGamesQueryKey, fetchHotGames, useHotGames } from './api/hot-games';
export {
  favouriteIdsQuery,
  favouriteIdsQueryKey,
  fetchFavouriteIds,
  useFavouriteIds,
} from './api/favourite-ids';
export {
  favouriteListQuery,
  favouriteListQueryKey,
  fetchFavouriteList,
  useFavouriteList,
  type FavouriteListParams,
} from './api/favourite-list';
export { sendAddFavourite, useAddFavourite, type FavouriteAction } from './api/add-favourite';
export { sendRemoveFavourite, useRemoveFavourite } from './api/remove-favourite';
export {
  recentGamesQuery,
  recentGamesQueryKey,
  fetchRecentGames,
  useRecentGames,
  type RecentGamesParams,
} from './api/recent-games';
export {
  vendorGameTypesQuery,
  fetchVendorGameTypes,
  useVendorGameTypes,
  type CategoryItem,
} from './api/vendor-game-types';
export { CategoryFilterBar, type CategoryFilterBarProps } from './components/lobby/category-filter-bar';
export { buildCategoryMenu, type CategoryMenuItem } from './model/category-menu';
// Doors of their own: the lobby pages (./lobby) and the home page's game tabs (./home-games), so a chunk
// that imports this module does not carry their code.
export { TileProvider } from './components/game-tile/tile-context';
