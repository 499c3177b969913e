import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { internalPath } from './safe-url';

/**
 * Links inside server HTML (a notice, an announcement, a message) that point to a page of the site move
 * inside the app, with no reload, after `leave` (closing the popup they sit in). Other links keep what the
 * sanitizer left them. `shown` changes when the container comes and goes, so the listener follows it.
 */
export function useInAppLinks(
  container: RefObject<HTMLElement | null>,
  leave: () => void,
  shown: unknown,
): void {
  const navigate = useNavigate();
  const leaveNow = useRef(leave);
  useEffect(() => {
    leaveNow.current = leave;
  });
  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = internalPath((event.target as Element).closest('a')?.getAttribute('href'));
      if (!to || event.defaultPrevented) return;
      event.preventDefault();
      leaveNow.current();
      void navigate(to);
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [container, navigate, shown]);
}
