import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { useHoldFirstScreen } from '@/lib/first-paint';

/** Routes that need a session send visitors to /login, remembering where they wanted to go. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const location = useLocation();
  // A visitor landing here sees the login popup first: the page's later parts wait for it (first-paint.ts).
  useHoldFirstScreen(!loggedIn);
  if (!loggedIn) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
