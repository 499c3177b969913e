import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, selectPasswordChange, useSessionStore } from '@/core';
import { useHoldFirstScreen } from '@/lib/first-paint';

/**
 * Routes that need a session send visitors to /login, remembering where they wanted to go. A login still
 * waiting for its password change is no session either (decision 049): it goes home, where that change is
 * open, rather than to a second login.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const changing = useSessionStore(selectPasswordChange) !== null;
  const location = useLocation();
  // A visitor landing here sees the login popup first: the page's later parts wait for it (first-paint.ts).
  useHoldFirstScreen(!loggedIn);
  if (changing) return <Navigate to={paths.home} replace />;
  if (!loggedIn) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
