import * as z from 'zod/mini';
import type { MemberCalls } from './member-calls';
import { call, E, relay, type CallSpec, type LazySchema } from './call-spec';
import { nothing } from './schemas/common';
import { captchaImage, registerSettings, systemStatus, whitelabelTree } from './schemas/system';
import {
  balance,
  loginResult,
  memberIcon,
  memberInfo,
  merchantWallet,
  registered,
  smsCodeSent,
} from './schemas/member';
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
  // Session and member
  login: call('/wps/session/login', 'COMM3', 'POST', 'none', loginResult, E),
  // Spec 1 section 7: the random string travels encrypted, as a sealed (E) payload.
  freePlayLogin: call('/wps/session/login/freeplay', 'FREEPLAY3', 'POST', 'none', loginResult, {
    ...E,
    headers: { 'X-Gateway-Version': '3' },
  }),
  logout: call('/wps/session/logout', 'COMM3', 'DELETE', 'required'),
  smsLoginCode: call('/wps/verification/sms/noLogin', 'COMM3', 'POST', 'none', smsCodeSent),
  smsRegisterCode: call('/wps/verification/sms/register', 'REG3', 'POST', 'none', smsCodeSent),
  memberInfo: call('/wps/member/info', 'COMM3', 'GET', 'required', memberInfo),
  memberIcon: call('/wps/member/info/icon', 'COMM3', 'GET', 'required', memberIcon),
  register: call('/wps/member/register', 'REG3', 'PUT', 'none', registered, E),
  registerByMobile: call('/wps/member/register/mobile', 'REG3', 'PUT', 'none', registered, E),
  changePassword: call('/wps/member/password', 'COMM3', 'POST', 'required', nothing, E),
  forgotPasswordByEmail: call('/wps/member/password/email', 'COMM3', 'POST', 'none', nothing, { form: true }),
  resetPasswordByPhone: call('/wps/member/password/verification', 'COMM3', 'POST', 'none', nothing, E),
  affiliate: call('/wps/agent/affiliate', 'COMM3', 'GET', 'none'),
  registerSettings: call('/wps/system/setting/register', 'REG3', 'GET', 'none', registerSettings),
  captcha: call('/wps/captcha', 'CAPTCHA3', 'GET', 'none', captchaImage),
  whitelabel: call('/wps/system/whitelabel', 'COMM3', 'GET', 'none', whitelabelTree),
  systemStatus: call('/wps/system/status', 'COMM3', 'GET', 'none', systemStatus),
  domainRoute: call('/wps/system/domainRoute', 'COMM3', 'GET', 'none'),
  helpCentre: call('/wps/system/helpCenter', 'COMM3', 'GET', 'none'),
  // The country list's path is not in the specification; this one is ours (decision 003).
  countryCodes: call('/wps/system/countryCodes', 'COMM3', 'GET', 'none'),
  merchantWallet: call(relay('GCS_merchantWallet'), 'COMM3', 'GET', 'required', merchantWallet),
  feedback: call('/wps/feedback', 'COMM3', 'PUT', 'optional'),
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
  chatModels: call(relay('CBS_modelList'), 'COMM3', 'GET', 'none'),
  launchChat: call(relay('CBS_launchChat'), 'COMM3', 'GET', 'none'),

  // Wallet and points
  balance: call('/wps/v2/wallets/balance', 'COMM3', 'GET', 'required', balance),
  walletTransfer: call(relay('GCS_walletTransfer'), 'FUNDTRANS3', 'POST', 'required', balance),
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
