import { useEffect, useRef, type RefObject } from 'react';
import { focusableIn } from './focusable';

export interface FocusTrapOptions {
  /** The dialog or panel that holds the focus while it is open. */
  container: RefObject<HTMLElement | null>;
  /** The backdrop around it: pressing it must not take the focus out (Escape would stop reaching the dialog). */
  backdrop?: RefObject<HTMLElement | null>;
  /**
   * Where the focus starts; by default the first element Tab reaches, else the container itself.
   * Read once, when the trap opens.
   */
  initialFocus?: (container: HTMLElement) => HTMLElement | null | undefined;
}

/**
 * The focus trap of the Modal and the Drawer (WAI-ARIA dialog pattern): on open the focus moves inside;
 * Tab and Shift+Tab cycle through the focusable elements inside; a press on the backdrop keeps it there;
 * on close it goes back to the element that had it before (the opener), if that is still on the page.
 * Escape is each component's own business.
 */
export function useFocusTrap({ container, backdrop, initialFocus }: FocusTrapOptions): void {
  const chooseInitial = useRef(initialFocus);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    const pad = backdrop?.current ?? null;
    if (!root) return undefined;

    (chooseInitial.current?.(root) ?? focusableIn(root)[0] ?? root).focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // The backdrop is not focusable: a press on it would otherwise move the focus to the page's body.
    const onBackdropPress = (event: MouseEvent) => {
      if (event.target === pad) event.preventDefault();
    };

    root.addEventListener('keydown', onKey);
    pad?.addEventListener('mousedown', onBackdropPress);
    return () => {
      root.removeEventListener('keydown', onKey);
      pad?.removeEventListener('mousedown', onBackdropPress);
      if (opener && opener.isConnected) opener.focus();
    };
    // The refs are stable and the trap is set up once, on open, on purpose.
  }, [container, backdrop]);
}
