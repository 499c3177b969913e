export {
  useSessionStore,
  selectIdentity,
  selectIsLoggedIn,
  selectToken,
  storeMerchantCode,
  reloadSessionFromStorage,
  type Identity,
} from './session-store';
export { restoreSessionFromUrl } from './restore-session';
export { SessionSync } from './session-sync';
export { HeaderAccount } from './components/header-account';
export { useLogout } from './use-logout';
