import { useEffect, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { openPopup } from '@/lib/popup-store';
type HomePopup = 'login' | 'register' | 'help';

/**
 * The home page, optionally opening a popup on arrival (/login, /register, /help). /help keeps its hash as
 * the help topic, and closing the help popup returns to /. A logged-in visitor has nothing to log in or
 * sign up for: /login and /register take them home, with no popup.
 */
export function HomeRoute({ popup, page }: { popup?: HomePopup; page: ReactElement }) {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    if ((popup === 'login' || popup === 'register') && loggedIn) navigate(paths.home, { replace: true });
    else if (popup === 'login') openPopup('login', from ? { redirectTo: from } : {});
    else if (popup === 'register') openPopup('register');
    else if (popup === 'help') {
      const tag = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : undefined;
      openPopup('helpCentre', { tag }, () => navigate(paths.home));
    }
    // Runs on arrival only (a login through the popup opened here must not send anyone anywhere); the popup
    // store ignores a second open of the same popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popup]);

  return page;
}
