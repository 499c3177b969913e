import { useEffect, type RefObject } from 'react';

/**
 * Closes an open dropdown when the pointer goes down outside `rootRef`, and on Escape inside it, which
 * also returns focus to `buttonRef` (its trigger).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  rootRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    // Escape closes the open list and returns focus to its button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointer);
    root?.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      root?.removeEventListener('keydown', onKey);
    };
  }, [open, close, rootRef, buttonRef]);
}
