import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { openPopup } from '@/lib/popup-store';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { pageChunks } from './page-chunks';

const HomePage = lazyWithRetry(pageChunks.home, 'HomePage');

type HomePopup = 'login' | 'register' | 'help';

/**
 * The home page, optionally opening a popup on arrival (/login, /register, /help). /help keeps its hash as
 * the help topic, and closing the help popup returns to /.
 */
export function HomeRoute({ popup }: { popup?: HomePopup }) {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    if (popup === 'login') openPopup('login', from ? { redirectTo: from } : {});
    else if (popup === 'register') openPopup('register');
    else if (popup === 'help') {
      const tag = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : undefined;
      openPopup('helpCentre', { tag }, () => navigate(paths.home));
    }
    // Runs on arrival only; the popup store ignores a second open of the same popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popup]);

  return <HomePage />;
}
