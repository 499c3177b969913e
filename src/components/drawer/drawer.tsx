import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { useScrollLock } from '../modal/scroll-lock';
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

  // Before the focus trap: on close the page scrolls back first, then the opener takes the focus.
  useScrollLock();

  const backdropRef = useRef<HTMLDivElement>(null);
  useFocusTrap({ container: panelRef, backdrop: backdropRef });
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
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCloseRef.current();
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
    <div ref={backdropRef} className={styles.backdrop} data-testid="drawer-backdrop">
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
