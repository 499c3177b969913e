import type { TranslationKey } from './resources';
import type { GameCentreType, GameListType, paths } from '@/config/paths';

/**
 * The translated name of every page, named once: the page shows it as its heading and the document title
 * starts with it. The home page has none: its title is the site's name alone.
 */
export const pageNames = {
  lottery: 'page_lottery',
  seaLottery: 'page_sea_lottery',
  vnLottery: 'page_vn_lottery',
  promotions: 'nav_promo',
  pointMall: 'page_point_mall',
  seamless: 'page_seamless',
  sponsor: 'page_sponsor',
  description: 'page_description',
  down: 'page_download',
  agentHome: 'page_agent_home',
  notFound: 'page_not_found_title',
} as const satisfies Partial<Record<keyof typeof paths, TranslationKey>>;

/** A game-type route's segment in lower case: rng, sports, inhouse, lott, ... */
export type GameTypeSegment = Lowercase<GameCentreType | GameListType> | 'lott' | 'elott';

/** The name of each game-type page (/rng, /sports, ...). */
export const gameTypeNames: Record<GameTypeSegment, TranslationKey> = {
  cockfight: 'nav_cockfight',
  sports: 'nav_sports',
  esports: 'nav_esports',
  rng: 'nav_rng',
  live: 'nav_live',
  fish: 'nav_fish',
  pvp: 'nav_pvp',
  inhouse: 'nav_inhouse',
  hot: 'nav_hot',
  fav: 'account_favorites',
  lott: 'nav_lott',
  elott: 'nav_elott',
};

/** The game type a route segment names, if any (routes match case-insensitively). */
export function gameTypeSegment(segment: string): GameTypeSegment | null {
  const key = segment.toLowerCase();
  return Object.hasOwn(gameTypeNames, key) ? (key as GameTypeSegment) : null;
}
