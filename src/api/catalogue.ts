import * as z from 'zod/mini';
import { env } from '@/config/env';
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
  unreadCount,
} from './schemas/member';
import {
  favouriteIds,
  gameList,
  gameVendors,
  hotGames,
  launchedGame,
  pagedGames,
  pvpRooms,
  rankList,
} from './schemas/games';
import { announcementBundle } from './schemas/announcements';
import { lotteryDraws, lotteryMenus } from './schemas/lottery';

import { bindCodeSent, profileSaved, withdrawPasswordSaved } from './schemas/profile';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * required: the call is refused without a member token (401).
 * optional: public, but a held token is sent so the answer can be personal (game lists, announcements).
 * none: never carries the token.
 */
export type TokenUse = 'required' | 'optional' | 'none';

export interface CallSpec {
  link: string;
  moduleId: string;
  method: Method;
  token: TokenUse;
  encrypted: boolean;
  /** Forgot-password by email is the one form-urlencoded call. */
  form?: boolean;
  headers?: Readonly<Record<string, string>>;
  /** The answer may also come as the bare value in plain text, without the envelope (the RSA key). */
  bareText?: boolean;
  response: z.ZodMiniType | LazySchema<z.ZodMiniType>;
}

/**
 * A response schema loaded with the first call that needs it: the member centre's shapes stay out of the
 * first visit (decision 018). `schema` is never set; it carries the type.
 */
export interface LazySchema<S extends z.ZodMiniType> {
  load: () => Promise<S>;
  schema?: S;
}

const later = <S extends z.ZodMiniType>(load: () => Promise<S>): LazySchema<S> => ({ load });

/** The response schemas of one lazily loaded schema file, by export name. */
const schemasOf =
  <M>(load: () => Promise<M>) =>
  <K extends keyof M>(name: K) =>
    later(() => load().then((m) => m[name] as M[K] & z.ZodMiniType));

const cashierSchema = schemasOf(() => import('./schemas/cashier'));
const recordsSchema = schemasOf(() => import('./schemas/records'));
const pointsSchema = schemasOf(() => import('./schemas/points'));
const messagesSchema = schemasOf(() => import('./schemas/messages'));
const rewardsSchema = schemasOf(() => import('./schemas/rewards'));

const call = <const R extends z.ZodMiniType | LazySchema<z.ZodMiniType> = typeof nothing>(
  link: string,
  moduleId: string,
  method: Method,
  token: TokenUse,
  response?: R,
  extra: Partial<Pick<CallSpec, 'encrypted' | 'form' | 'headers' | 'bareText'>> = {},
) => ({ link, moduleId, method, token, encrypted: false, ...extra, response: (response ?? nothing) as R });

const relay = (name: string) => `/wps/relay/${name}`;
const E = { encrypted: true } as const;

/**
 * Every call of spec 1 and 2, section 7, as data. Methods the specification leaves open are our choice
 * (GET for reads, POST for actions) and are listed in docs/decisions/003-api-catalogue.md.
 */
export const catalogue = {
  // Session and member
  // The modulus comes as the envelope's value or as plain hex text: both are read (docs/protocol.md).
  rsaKey: call(
    '/wps/session/key/rsa',
    'COMM3',
    'GET',
    'none',
    z.string().check(z.regex(/^\s*[0-9a-fA-F]+\s*$/)),
    {
      bareText: true,
    },
  ),
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
  consolidatedFunds: call('/wps/member/info/funds/consolidated', 'COMM3', 'GET', 'required'),
  merchantWallet: call(relay('GCS_merchantWallet'), 'COMM3', 'GET', 'required', merchantWallet),
  unreadCount: call(relay('CSP_unreadCount'), 'COMM3', 'GET', 'required', unreadCount),
  // The inbox: our design where spec 2 names only the unread count (mocks/README.md, Messages).
  messages: call(relay('CSP_getMessages'), 'COMM3', 'GET', 'required', messagesSchema('messagePage')),
  readMessage: call(relay('CSP_readMessage'), 'COMM3', 'POST', 'required', messagesSchema('messagesRead')),
  readAllMessages: call(
    relay('CSP_readAllMessages'),
    'COMM3',
    'POST',
    'required',
    messagesSchema('messagesRead'),
  ),
  feedback: call('/wps/feedback', 'COMM3', 'PUT', 'optional'),
  // Member profile and security (our design, mocks/README.md)
  saveProfile: call('/wps/member/info', 'COMM3', 'PUT', 'required', profileSaved),
  saveWithdrawPassword: call(
    '/wps/member/password/withdraw',
    'COMM3',
    'POST',
    'required',
    withdrawPasswordSaved,
    E,
  ),
  smsBindCode: call('/wps/verification/sms/bind', 'COMM3', 'POST', 'required', bindCodeSent),
  bindMobile: call('/wps/member/info/mobile', 'COMM3', 'POST', 'required', profileSaved),
  bindEmail: call('/wps/member/info/email', 'COMM3', 'POST', 'required', profileSaved, E),

  // Games
  gameMenus: call('/lgw/games/game_menus', 'GAMELO3', 'GET', 'none', lotteryMenus),
  popularGames: call('/lgw/games/popular', 'GAMELO3', 'GET', 'none'),
  gameList: call(relay('GCSGAME_gameList'), 'GAMELO3', 'GET', 'optional', gameList),
  hotGames: call(relay('GCSGAME_hotGamesV2'), 'GAMELOHOT3', env.VITE_HOT_GAMES_METHOD, 'none', hotGames),
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
  pointBalance: call(relay('MCS2_getPointBalance'), 'COMM3', 'GET', 'required', pointsSchema('pointBalance')),
  pointRewards: call(relay('MCS2_getPointReward'), 'COMM3', 'GET', 'required', pointsSchema('pointRewards')),
  redeemPointReward: call(
    relay('passwordCheck/MCS2_redeemPointReward'),
    'COMM3',
    'POST',
    'required',
    pointsSchema('pointsRedeemed'),
    E,
  ),
  redeemPointList: call(
    relay('MCS2_getRedeemPointList'),
    'COMM3',
    'GET',
    'required',
    pointsSchema('redeemPage'),
  ),
  pointConfig: call(relay('MCS2_getPointConfig'), 'COMM3', 'GET', 'required', pointsSchema('pointConfig')),
  memberTransactions: call(
    relay('ODSFE2_MemTransDet'),
    'COMM3',
    'GET',
    'required',
    recordsSchema('transactionPage'),
  ),
  convertPoints: call(
    relay('passwordCheck/MCS2_convertPoint'),
    'COMM3',
    'POST',
    'required',
    pointsSchema('pointsConverted'),
    E,
  ),

  // Records beside the account record, and the cashier: our design where spec 2 says "not shown"
  // (mocks/README.md, Records, Deposits, Withdrawals; decision 003).
  memberBets: call(relay('ODSFE2_MemBetDet'), 'COMM3', 'GET', 'required', recordsSchema('betPage')),
  memberProfitLoss: call(
    relay('ODSFE2_MemProfitLoss'),
    'COMM3',
    'GET',
    'required',
    recordsSchema('profitLoss'),
  ),
  memberBonuses: call(relay('ODSFE2_MemBonusDet'), 'COMM3', 'GET', 'required', recordsSchema('bonusPage')),
  depositChannels: call(
    relay('PAYFE_getDepositChannels'),
    'DEPOSIT3',
    'GET',
    'required',
    cashierSchema('depositChannels'),
  ),
  createDepositOrder: call(
    relay('PAYFE_createDepositOrder'),
    'DEPOSIT3',
    'POST',
    'required',
    cashierSchema('depositOrder'),
  ),
  depositOrder: call(
    relay('PAYFE_getDepositOrder'),
    'DEPOSIT3',
    'GET',
    'required',
    cashierSchema('depositOrder'),
  ),
  bankAccounts: call(
    relay('MCS2_getBankAccounts'),
    'WITHDRAW3',
    'GET',
    'required',
    cashierSchema('bankAccounts'),
  ),
  addBankAccount: call(
    relay('MCS2_addBankAccount'),
    'WITHDRAW3',
    'POST',
    'required',
    cashierSchema('bankAccount'),
  ),
  withdrawInfo: call(
    relay('PAYFE_getWithdrawInfo'),
    'WITHDRAW3',
    'GET',
    'required',
    cashierSchema('withdrawInfo'),
  ),
  withdraw: call(
    relay('passwordCheck/PAYFE_withdraw'),
    'WITHDRAW3',
    'POST',
    'required',
    cashierSchema('withdrawal'),
    E,
  ),
  withdrawals: call(
    relay('PAYFE_getWithdrawals'),
    'WITHDRAW3',
    'GET',
    'required',
    cashierSchema('withdrawals'),
  ),
  confirmWithdrawal: call(
    relay('PAYFE_confirmWithdrawal'),
    'WITHDRAW3',
    'POST',
    'required',
    cashierSchema('withdrawal'),
  ),
  uplineInfo: call(relay('MCS2_getUplineInfo'), 'FUNDTRANS3', 'GET', 'required', cashierSchema('uplineInfo')),
  transferToUpline: call(
    relay('passwordCheck/MCS2_transferToUpline'),
    'FUNDTRANS3',
    'POST',
    'required',
    cashierSchema('uplineTransfer'),
    E,
  ),

  // Promotions, rewards and contracts
  joinPromotion: call(relay('MCSFE_signUpPromotionJoin'), 'COMM3', 'POST', 'required'),
  requestReward: call(relay('MCSFE_signUpRequestReward'), 'COMM3', 'POST', 'required'),
  dividendContract: call(relay('MCS2_processDividendReq'), 'COMM3', 'GET', 'required'),
  dailySalaryContract: call(relay('MCS2_processDailySalContract'), 'COMM3', 'GET', 'required'),
  hourlySalaryContract: call(relay('MCS2_processContractHourSalary'), 'COMM3', 'POST', 'required'),
  realTimeSalaryContract: call(relay('MCSFE_processRealTimeSalaryContract'), 'RTSALARY3', 'POST', 'required'),
  claimRaffle: call(relay('MCS2_claimRafflePromotion'), 'COMM3', 'POST', 'required'),

  // Lottery and missions
  lotteryMenu: call('/lgw/vn/games/game_menu', 'GAMELO3', 'GET', 'none', lotteryMenus),
  lotteryRecent: call('/lgw/vn/games/game_menu/recent', 'GAMELO3', 'GET', 'required'),
  vnNumero: call('/lgw/vn/numeros/opened/game', 'GAMELO3', 'GET', 'none', lotteryDraws),
  openedNumero: call('/lotto/lgw/games/opened/numero', 'GAMELO3', 'GET', 'required', lotteryDraws),
  missionSummary: call(
    relay('MCSFE_getMissionSummaryDetails'),
    'COMM3',
    'GET',
    'required',
    rewardsSchema('missionSummary'),
  ),
  missionLeaderboard: call(
    relay('MCSFE_getMissionLeaderboard'),
    'COMM3',
    'GET',
    'required',
    rewardsSchema('missionLeaderboard'),
  ),
  referralInfo: call(
    relay('MCSFE_getReferralInfo'),
    'COMM3',
    'GET',
    'required',
    rewardsSchema('referralInfo'),
  ),
} as const satisfies Record<string, CallSpec>;

export type Catalogue = typeof catalogue;
export type CallName = keyof Catalogue;
type SchemaOf<R> = R extends LazySchema<infer S> ? S : R;
export type ResponseOf<N extends CallName> = z.infer<SchemaOf<Catalogue[N]['response']> & z.ZodMiniType>;
