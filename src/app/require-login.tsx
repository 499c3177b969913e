import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/core';

/** Routes that need a session send visitors to /login, remembering where they wanted to go. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
