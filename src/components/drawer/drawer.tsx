import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn } from '../modal/focusable';
import { lockScroll, unlockScroll } from '../modal/scroll-lock';
import { Icon } from '../icon/icon';
import styles from './drawer.module.css';

export interface DrawerProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  side?: 'left' | 'right';
}

/**
 * A side panel for menus on small screens. Unlike popups it is a light menu, so a click on the backdrop
 * closes it; focus is trapped and restored like the Modal's.
 */
export function Drawer({ title, onClose, children, side = 'left' }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();
    return () => {
      unlockScroll();
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Native listeners keep the panel and backdrop free of fake interactive roles.
  useEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!panel || !backdrop) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const onPointer = (event: MouseEvent) => {
      if (event.target === backdrop) onCloseRef.current();
    };
    panel.addEventListener('keydown', onKey);
    backdrop.addEventListener('mousedown', onPointer);
    return () => {
      panel.removeEventListener('keydown', onKey);
      backdrop.removeEventListener('mousedown', onPointer);
    };
  }, []);

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop}>
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[side]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common_close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
