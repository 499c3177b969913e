import { gameCentreTypes, gameListTypes, paths } from '@/config/paths';

export interface RouteLayout {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
  /** Game pages hide the header's Deposit button. */
  gamePage: boolean;
}

const full: RouteLayout = { header: true, footer: true, sideMenu: false, gamePage: false };
const withSide: RouteLayout = { ...full, sideMenu: true };
const headerOnly: RouteLayout = { header: true, footer: false, sideMenu: false, gamePage: false };

const lower = (list: readonly string[]) => new Set(list.map((p) => p.toLowerCase()));
const homePaths = lower([paths.home, ...paths.homeAliases, paths.login, paths.register, paths.help]);
const centrePaths = lower(gameCentreTypes.map((t) => `/${t}`));
const listPaths = lower([...gameListTypes.map((t) => `/${t}`), paths.lott, paths.elott]);
const headerOnlyPaths = lower([paths.lottery, paths.seamless, paths.description]);
const sideLotteryPaths = lower([paths.seaLottery, paths.vnLottery]);

/** Paths match case-insensitively and without a trailing slash. */
export const normalisePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;

/** Whether the address opens the home page (/, its aliases, and /login, /register, /help over it). */
export const isHomePath = (pathname: string): boolean => homePaths.has(normalisePath(pathname));

/** Which parts of the shell a route shows (spec 1 section 2, routes table). */
export function layoutFor(pathname: string): RouteLayout {
  const path = normalisePath(pathname);
  if (homePaths.has(path)) return withSide;
  if (centrePaths.has(path)) return full;
  if (listPaths.has(path)) return { ...withSide, gamePage: true };
  if (headerOnlyPaths.has(path)) return headerOnly;
  if (sideLotteryPaths.has(path)) return { ...headerOnly, sideMenu: true };
  return full;
}
