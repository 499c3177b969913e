/*
 * The shared core every feature may use: who is logged in, and how the site is configured. Features may
 * not import each other; they all import these.
 */
export {
  useSessionStore,
  selectIdentity,
  selectIsLoggedIn,
  selectToken,
  selectCallToken,
  selectPasswordChange,
  storeMerchantCode,
  reloadSessionFromStorage,
  identityFromMember,
  type Identity,
  type PendingPasswordChange,
} from './session-store';
export { restoreSessionFromUrl, resumeSessionAtStart } from './restore-session';
export { followMemberInfo } from './identity-from-member-info';
export { expireSession } from './session-expiry';
export { useSystemStatus, useSiteFlags, useCanRegister, systemStatusQuery } from './site-config';
export type { SystemStatus, Resource, ResourceType, ServiceEntry } from './api/system-status';
export { flattenWhitelabel, type WhitelabelNode } from './whitelabel';
export { resourceOf } from './resources';
export { serviceLinkOf, type ServiceLink } from './service-link';
export { requireRealAccount, useAccountAccess, realAccountPopups } from './require-real-account';
export {
  startGame,
  launchInNewTab,
  GAME_START_ACTION,
  configureGameLaunch,
  configureGameNavigation,
  gameLaunchHosts,
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
export { balanceQuery, balanceQueryKey, useBalance } from './api/balance-query';
// The popups' forms import ./api/captcha, ./country-codes and ./register-settings directly: what only they use
// stays out of the start-up chunk.
export type { GameRef } from '@/lib/game-ref';
export { gameVendorsQuery, useGameVendors } from './api/game-vendors';
export { deriveVendorLanes, ESPORTS_VENDORS, COCKFIGHT_VENDORS, SPB_VENDORS } from './vendor-lanes';
