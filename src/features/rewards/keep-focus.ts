import { useEffect, type RefObject } from 'react';

/**
 * When `done` turns true the control that had the focus is gone (Claim, Spin): the focus goes to `target`
 * (a heading with tabIndex -1) instead of falling to the page, unless the member has moved it elsewhere.
 */
export function useKeepFocus(
  container: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
  done: boolean,
): void {
  useEffect(() => {
    if (!done) return;
    const active = document.activeElement;
    if (active === null || active === document.body || container.current?.contains(active)) {
      target.current?.focus();
    }
  }, [done, container, target]);
}
