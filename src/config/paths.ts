/**
 * Every route of the portal, named once (product rules: pages and layout). Components link through these names so a
 * renamed path changes in one place.
 */
export const paths = {
  home: '/',
  homeAliases: ['/index', '/index.html', '/home'],
  login: '/login',
  register: '/register',
  help: '/help',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  lott: '/lott',
  elott: '/elott',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  sponsor: '/sponsor',
  description: '/description',
  down: '/down',
  agentHome: '/agentHome',
  /** The game list of one game type narrowed to one vendor, both named in lower case: /gameListCenter/pg/rng. */
  gameListCenter: '/gameListCenter/:vassalage/:gameType',
  /** The same list with its two names in the query: /gameListCenter?vassalage=pg&gameType=rng. */
  gameListCenterQuery: '/gameListCenter',
  gameType: '/:gameType',
  notFound: '*',
} as const;

/** Game types whose route opens the game centre page (header and footer only). */
export const gameCentreTypes = ['cockfight', 'sports', 'esports'] as const;
/** Game types whose route opens the game list page (a game page with the side menu). */
export const gameListTypes = ['rng', 'live', 'fish', 'pvp', 'inHouse', 'hot', 'fav'] as const;

export type GameCentreType = (typeof gameCentreTypes)[number];
export type GameListType = (typeof gameListTypes)[number];

/** Route of one game type, e.g. gameTypePath('rng') -> '/rng'. */
export function gameTypePath(type: GameCentreType | GameListType): string {
  return `/${type}`;
}
