import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn } from '../focus-trap/focusable';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { usePageInert } from './page-inert';
import { useScrollLock } from './scroll-lock';
import styles from './modal.module.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Escape and the close button are offered only when the popup may be dismissed. */
  dismissible?: boolean;
  /** Product rules: popups do not close on an outside click; a few light menus may opt in. */
  closeOnOverlayClick?: boolean;
  /** xl: a workspace (the member centre), full screen on a phone. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Element to focus first; otherwise the first focusable element, then the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hides the visible heading while keeping the accessible name. */
  hideTitle?: boolean;
  describedBy?: string;
}

/**
 * The accessible dialog every popup is built on: named by its title, modal to assistive technology and
 * to everyone (the page behind is inert), traps focus while open and gives it back to the opener when closed.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  dismissible = true,
  closeOnOverlayClick = false,
  size = 'md',
  initialFocusRef,
  hideTitle = false,
  describedBy,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Before the focus trap: on close the page scrolls back first, then the opener takes the focus.
  useScrollLock();

  const overlayRef = useRef<HTMLDivElement>(null);
  // Before the focus trap too: on close the opener is live again before it takes the focus back.
  usePageInert(overlayRef);
  useFocusTrap({
    container: dialogRef,
    backdrop: overlayRef,
    // The popup's own starting point, else its first control other than the close button, else the dialog
    // itself (a popup still loading its form moves the focus in once the form is there).
    initialFocus: (dialog) =>
      initialFocusRef?.current ?? focusableIn(dialog).find((el) => !el.dataset.modalClose) ?? dialog,
  });
  const settings = useRef({ dismissible, closeOnOverlayClick });
  useEffect(() => {
    settings.current = { dismissible, closeOnOverlayClick };
  }, [dismissible, closeOnOverlayClick]);

  // Native listeners: the dialog handles its own keys (so only the topmost dialog reacts) and the overlay
  // its own clicks, without making either element look interactive to assistive technology.
  useEffect(() => {
    const dialog = dialogRef.current;
    const overlay = overlayRef.current;
    if (!dialog || !overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !settings.current.dismissible) return;
      event.stopPropagation();
      onCloseRef.current();
    };
    const onPointer = (event: MouseEvent) => {
      const { closeOnOverlayClick: outside, dismissible: canClose } = settings.current;
      if (outside && canClose && event.target === overlay) onCloseRef.current();
    };
    dialog.addEventListener('keydown', onKey);
    overlay.addEventListener('mousedown', onPointer);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      overlay.removeEventListener('mousedown', onPointer);
    };
  }, []);

  return createPortal(
    <div ref={overlayRef} className={styles.overlay} data-testid="modal-overlay">
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className={styles.close}
              onClick={() => onCloseRef.current()}
              aria-label={t('common_close')}
              data-modal-close="true"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
