export { HeaderAccount } from './components/header-account';
export { useLogout } from './use-logout';
