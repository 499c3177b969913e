import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollIntoViewWhenUncovered } from '@/components/modal/page-cover';

/** Each navigation starts at the top of the page, or at the element the URL's hash names. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) {
      // The target may render a moment after the route (lazy page, data); give it a frame.
      const id = decodeURIComponent(hash.slice(1));
      const frame = requestAnimationFrame(() => {
        const target = document.getElementById(id);
        if (target) scrollIntoViewWhenUncovered(target);
        else window.scrollTo(0, 0);
      });
      return () => cancelAnimationFrame(frame);
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
  return null;
}
