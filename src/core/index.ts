/*
 * The shared core every feature may use: who is logged in, and how the site is configured. Features may
 * not import each other; they all import these.
 */
export {
  useSessionStore,
  selectIdentity,
  selectIsLoggedIn,
  selectToken,
  storeMerchantCode,
  reloadSessionFromStorage,
  identityFromMember,
  type Identity,
} from './session-store';
export { restoreSessionFromUrl } from './restore-session';
export {
  useSystemStatus,
  useSiteFlags,
  systemStatusQuery,
  systemStatusQueryKey,
  whitelabelQuery,
} from './site-config';
export {
  completeLogin,
  isLoginRefusedError,
  isFirstLoginSession,
  justUsedPassword,
  forgetJustUsedPassword,
  LoginRefusedError,
  MEMBER_TYPES,
  FIRST_LOGIN_KEY,
  type LoginMethod,
  type CompleteLoginInput,
  type CompleteLoginOutcome,
  type CompleteLoginDeps,
  type LoginRefusal,
} from './complete-login';
export {
  requireRealAccount,
  showTrialAccountNotice,
  useAccountAccess,
  accountAccess,
  realAccountPopups,
  type AccountAccess,
} from './require-real-account';
export {
  startGame,
  openGameWindow,
  configureGameLaunch,
  resolveLaunchUrl,
  isMaintenanceError,
  launchErrorMessage,
  LaunchUrlError,
  GAME_CLIENT_TYPE,
  type StartGameOptions,
} from './start-game';
export { showWarning } from './show-warning';
export {
  memberInfoQuery,
  useMemberInfo,
  forgetMemberData,
  memberKeyRoot,
  walletKeyRoot,
} from './member-data';
// The popups' forms import ./captcha, ./country-codes and ./register-settings directly: what only they use
// stays out of the start-up chunk.
export type { GameRef } from '@/lib/game-ref';
export { gameVendorsQuery, gameVendorsQueryKey, useGameVendors } from './game-vendors';
