/**
 * The original site's call catalogue, as protocol: every call lists it from its production bundle: link,
 * module id (null where the entry has none), token flag, encrypt flag and method (null where not shown).
 */
export interface ReferenceCall {
  key: string;
  link: string;
  moduleId: string | null;
  token: 'yes' | 'no' | '-';
  encrypted: boolean;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | null;
}

const r = (name: string) => `/wps/relay/${name}`;
const row = (
  key: string,
  link: string,
  moduleId: string | null,
  token: ReferenceCall['token'],
  method: ReferenceCall['method'],
  encrypted = false,
): ReferenceCall => ({ key, link, moduleId, token, encrypted, method });

export const referenceCatalogue: readonly ReferenceCall[] = [
  row('login.login', '/wps/session/login', 'COMM3', 'no', 'POST', true),
  row('login.loginCode', '/wps/verification/sms/noLogin', 'VERIFICATION3', 'no', 'POST'),
  row('login.menu', '/wps/system/whitelabel', 'COMM3', 'no', 'GET'),
  row('login.game', '/lgw/games/game_menus', 'COMM3', 'no', 'GET'),
  row('login.mbInfo', '/wps/member/info', 'COMM3', 'yes', 'GET'),
  row('login.register', '/wps/member/register', 'REG3', 'no', 'PUT', true),
  row('login.registerMobile', '/wps/member/register/mobile', 'COMM3', 'no', 'PUT', true),
  row('login.changePwd', '/wps/member/password', 'PASS3', 'yes', 'POST', true),
  row('login.affiliate', '/wps/agent/affiliate', 'AFFMAN3', 'no', 'GET'),
  row('login.setRegister', '/wps/system/setting/register', 'REG3', 'no', 'GET'),
  row('login.forgetPwd', '/wps/member/password/email', 'COMM3', 'no', 'POST'),
  row('login.freePlay', '/wps/session/login/freeplay', 'FREEPLAY3', 'no', 'POST'),
  row('login.captcha', '/wps/captcha', 'CAPTCHA3', 'no', 'GET'),
  row('login.regValidata', '/wps/system/setting/register', 'COMM3', 'no', 'GET'),
  row('login.icon', '/wps/member/info/icon', 'PROFPIC3', 'yes', 'GET'),
  row('login.permission', '/wps/system/status', 'COMM3', 'no', 'GET'),
  row('login.setPasswordByPhone', '/wps/member/password/verification', 'CHNGPASSVERIF3', 'no', 'POST', true),
  row('balance', '/wps/v2/wallets/balance', 'COMM3', 'yes', null),
  row('walletTransfer', r('GCS_walletTransfer'), 'FUNDTRANS3', 'yes', 'POST'),
  row('logout', '/wps/session/logout', 'COMM3', 'yes', 'DELETE'),
  row('eGame.gameLaunchFB', r('GCS_gameLaunchFB'), null, 'no', 'GET'),
  row('eGame.games', r('GCSGAME_gameList'), 'GAMELO3', 'yes', 'GET'),
  row('eGame.gameHot', r('GCSGAME_hotGamesV2'), 'GAMELOHOT3', 'no', 'GET'),
  row('eGame.announcements', r('MCSFE_getListAnnouncements'), 'COMM3', 'no', 'GET'),
  row('eGame.vassGameType', r('GCSGAME_getVassGameType'), 'COMM3', 'yes', 'GET'),
  row('eGame.gameVendor', r('GCSGAME_newGameVendor'), null, '-', 'GET'),
  row('eGame.favGames', r('MCSFE_getFavoriteGames'), 'GAMELOFAV3', 'yes', 'GET'),
  row('eGame.favGameList', r('MCSFE_getFavoriteGamesList'), 'GAMELOFAV3', 'yes', 'GET'),
  row('eGame.addFavGame', r('MCSFE_addFavoriteGameV2'), 'GAMELOFAV3', 'yes', 'POST'),
  row('eGame.removeFavGame', r('MCSFE_removeFavoriteGameV2'), 'GAMELOFAV3', 'yes', 'DELETE'),
  row('eGame.recentGameList', r('GCS_recentGame'), 'GAMELOREC3', 'yes', 'GET'),
  row('pvp.rooms', r('GLS2_roomList'), null, 'yes', null),
  row('pvp.launchGame', '/wps/game/launchGame', 'GAMELO3', 'yes', null),
  row('lott.vnlottMenus', '/lgw/vn/games/game_menu', 'COMM3', 'no', 'GET'),
  row('lott.lottRecent', '/lgw/vn/games/game_menu/recent', 'COMM3', 'yes', 'GET'),
  row('lott.MissionSummary', r('MCSFE_getMissionSummaryDetails'), null, 'yes', 'GET'),
  row('lott.MissionLeaderboard', r('MCSFE_getMissionLeaderboard'), null, 'yes', 'GET'),
  row('lottLabby', '/wps/game/launchGame', 'GAMELO3', 'yes', 'GET'),
  row('home.notice', r('MCSFE_getListAnnouncements'), 'COMM3', 'yes', 'GET'),
  row('home.popular', '/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3', 'no', 'GET'),
  row('home.vnNumero', '/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3', 'no', 'GET'),
  row('home.consolidated', '/wps/member/info/funds/consolidated', 'COMM3', 'yes', 'GET'),
  row('home.processDividendReq', r('MCS2_processDividendReq'), 'SIGNCONDIV3', 'yes', 'GET'),
  row('home.processDailySalary', r('MCS2_processDailySalContract'), 'DAILYSALCONT3', 'yes', 'GET'),
  row('home.openedNumero', '/lotto/lgw/games/opened/numero', 'COMM3', 'yes', 'GET'),
  row('home.merchantWallet', r('GCS_merchantWallet'), 'COMM3', 'yes', 'GET'),
  row('home.processContractHourSalary', r('MCS2_processContractHourSalary'), 'HOURSAL3', 'yes', 'POST'),
  row(
    'home.processRealTimeSalaryContract',
    r('MCSFE_processRealTimeSalaryContract'),
    'RTSALARY3',
    'yes',
    'POST',
  ),
  row('home.winnerBoard', r('ODSFE2_getWinnerBoard'), 'COMM3', 'no', null),
  row('common.routers', '/wps/system/domainRoute', 'COMM3', 'no', 'GET'),
  row('common.usernameRegSMS', '/wps/verification/sms/register', 'REGMOBVERF3', 'no', 'POST'),
  row('common.mobileRegSMS', '/wps/verification/sms/register', 'MOBILENUMREG3', 'no', 'POST'),
  row('common.feedback', '/wps/feedback', 'FEEDBACK3', 'no', 'PUT'),
  row('common.rafflePromotion', r('MCS2_claimRafflePromotion'), 'REWCEN3', 'yes', 'POST'),
  row('common.getWinnerBoard', r('ODSFE2_getWinnerBoard'), 'COMM3', '-', 'GET'),
  row('unreadMessage', r('CSP_unreadCount'), 'INBOX3', 'yes', null),
  row('integral.pointBalance', r('MCS2_getPointBalance'), 'PTSYS3', 'yes', null),
  row('integral.pointReward', r('MCS2_getPointReward'), 'PTSYS3', 'yes', null),
  row('integral.redeemPoint', r('passwordCheck/MCS2_redeemPointReward'), 'PTSYS3', 'yes', null, true),
  row('integral.redeemPointList', r('MCS2_getRedeemPointList'), 'PTSYS3', 'yes', null),
  row('integral.pointConfig', r('MCS2_getPointConfig'), 'PTSYS3', 'yes', null),
  row('integral.memTransDet', r('ODSFE2_MemTransDet'), 'MEMTRANS3', 'yes', null),
  row('integral.convertPoint', r('passwordCheck/MCS2_convertPoint'), 'PTSYS3', 'yes', null, true),
  row('help.getHelp', '/wps/system/helpCenter', 'COMM3', 'no', null),
  row('lotteryGameMenus', '/lgw/vn/games/game_menu', 'COMM3', 'no', null),
  row('live.getModelList', r('CBS_modelList'), 'CBS3', 'no', 'GET'),
  row('live.launchChat', r('CBS_launchChat'), 'CBS3', 'no', 'GET'),
];
