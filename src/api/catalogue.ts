import * as z from 'zod/mini';
import type { MemberCalls } from './member-calls';
import { call, relay, type CallSpec, type LazySchema } from './call-spec';
import { unreadCount } from './schemas/member';
import {
  favouriteIds,
  gameList,
  gameVendors,
  launchedGame,
  pagedGames,
  pvpRooms,
  rankList,
} from './schemas/games';
import { announcementBundle } from './schemas/announcements';
import { lotteryDraws, lotteryMenus } from './schemas/lottery';

/**
 * The calls of the first visit, the lobbies and the account popups, as data: every call of spec 1 and 2, section 7, as data. Methods the specification leaves open are our choice
 * (GET for reads, POST for actions) and are listed in docs/decisions/003-api-catalogue.md.
 */
export const catalogue = {
  unreadCount: call(relay('CSP_unreadCount'), 'COMM3', 'GET', 'required', unreadCount),
  // Games
  gameMenus: call('/lgw/games/game_menus', 'GAMELO3', 'GET', 'none', lotteryMenus),
  popularGames: call('/lgw/games/popular', 'GAMELO3', 'GET', 'none'),
  gameList: call(relay('GCSGAME_gameList'), 'GAMELO3', 'GET', 'optional', gameList),
  vendorGameTypes: call(relay('GCSGAME_getVassGameType'), 'GAMELO3', 'GET', 'optional'),
  gameVendors: call(relay('GCSGAME_newGameVendor'), 'GAMELO3', 'GET', 'optional', gameVendors),
  rankList: call(relay('GCSGAME_getRankList'), 'GAMELO3', 'GET', 'none', rankList),
  announcements: call(relay('MCSFE_getListAnnouncements'), 'COMM3', 'GET', 'optional', announcementBundle),
  favouriteIds: call(relay('MCSFE_getFavoriteGames'), 'GAMELOFAV3', 'GET', 'required', favouriteIds),
  favouriteList: call(relay('MCSFE_getFavoriteGamesList'), 'GAMELOFAV3', 'GET', 'required', pagedGames),
  addFavourite: call(relay('MCSFE_addFavoriteGameV2'), 'GAMELOFAV3', 'POST', 'required'),
  removeFavourite: call(relay('MCSFE_removeFavoriteGameV2'), 'GAMELOFAV3', 'DELETE', 'required'),
  recentGames: call(relay('GCS_recentGame'), 'GAMELOREC3', 'GET', 'required', pagedGames),
  launchGameFB: call(relay('GCS_gameLaunchFB'), 'GAMELO3', 'GET', 'required', launchedGame),
  launchGame: call('/wps/game/launchGame', 'GAMELO3', 'GET', 'required', launchedGame),
  pvpRooms: call(relay('GLS2_roomList'), 'GAMELO3', 'GET', 'required', pvpRooms),

  // Wallet and points
  // Lottery and missions
  lotteryMenu: call('/lgw/vn/games/game_menu', 'GAMELO3', 'GET', 'none', lotteryMenus),
  lotteryRecent: call('/lgw/vn/games/game_menu/recent', 'GAMELO3', 'GET', 'required'),
  vnNumero: call('/lgw/vn/numeros/opened/game', 'GAMELO3', 'GET', 'none', lotteryDraws),
  openedNumero: call('/lotto/lgw/games/opened/numero', 'GAMELO3', 'GET', 'required', lotteryDraws),
} as const satisfies Record<string, CallSpec>;

export type Catalogue = typeof catalogue & MemberCalls;
export type CallName = keyof Catalogue;
type SchemaOf<R> = R extends LazySchema<infer S> ? S : R;
export type ResponseOf<N extends CallName> = z.infer<SchemaOf<Catalogue[N]['response']> & z.ZodMiniType>;

/**
 * The member and agent areas' calls load with the first of them (decision 019): the first visit carries
 * only the calls it can make.
 */
let memberCalls: Promise<MemberCalls> | undefined;

export function specOf(name: CallName): CallSpec | Promise<CallSpec> {
  if (name in catalogue) return catalogue[name as keyof typeof catalogue];
  memberCalls ??= import('./member-calls').then((m) => m.memberCalls);
  // A failed load is tried again by the next call rather than remembered.
  memberCalls.catch(() => (memberCalls = undefined));
  return memberCalls.then((calls) => calls[name as keyof MemberCalls]);
}
