import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { dismissNotice, useLiveNotices, type ShownNotice } from '@/lib/live-notices';
import { noticeTone, useNoticeText } from './notice-text';
import styles from './live-notices.module.css';

/** Long enough to read two lines twice; a pointer over the toasts or focus in them holds them. */
export const AUTO_HIDE_MS = 8000;

const leaves = (event: FocusEvent<HTMLElement>) =>
  !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));

/**
 * The live notices (decision 040): a polite live region at the bottom left corner, clear of the header's
 * menus and the right bar. A toast never takes the focus; each has a button that dismisses it, and it hides
 * by itself after a while, but not while the pointer is over the toasts or the focus is in them.
 */
export function Toaster() {
  const { t } = useTranslation();
  const notices = useLiveNotices((state) => state.notices);
  const text = useNoticeText();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Where the keyboard came from, to go back to once the last toast is dismissed.
  const cameFrom = useRef<HTMLElement | null>(null);
  const stack = useRef<HTMLDivElement>(null);

  // The last toast gone from under the pointer or the focus may leave no leave event behind: once none is
  // left, nothing holds the next one.
  const empty = notices.length === 0;
  const [wasEmpty, setWasEmpty] = useState(empty);
  if (empty !== wasEmpty) {
    setWasEmpty(empty);
    if (empty) {
      setHovered(false);
      setFocused(false);
    }
  }

  const dismissByHand = (id: number, button: HTMLButtonElement) => {
    const buttons = [...(stack.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(button);
    const next = buttons[at + 1] ?? buttons[at - 1];
    // The focus stays in the toasts while any is left, and otherwise goes back where it came from.
    if (next) next.focus();
    else if (cameFrom.current?.isConnected) cameFrom.current.focus();
    dismissNotice(id);
  };

  return (
    <section
      className={styles.toaster}
      aria-label={t('live_notice_region')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (leaves(event)) {
          cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
        }
        setFocused(true);
      }}
      onBlur={(event) => {
        if (leaves(event)) setFocused(false);
      }}
    >
      <div ref={stack} className={styles.stack} role="status" aria-live="polite">
        {notices.map((shown) => (
          <Toast
            key={shown.id}
            shown={shown}
            text={text(shown.notice)}
            held={hovered || focused}
            dismissLabel={t('live_notice_dismiss')}
            onDismiss={dismissByHand}
          />
        ))}
      </div>
    </section>
  );
}

interface ToastProps {
  shown: ShownNotice;
  text: string;
  held: boolean;
  dismissLabel: string;
  onDismiss: (id: number, button: HTMLButtonElement) => void;
}

function Toast({ shown, text, held, dismissLabel, onDismiss }: ToastProps) {
  const { id } = shown;
  useEffect(() => {
    if (held) return;
    // Held and let go, a toast gets its whole time again: it may have been read only now.
    const timer = setTimeout(() => dismissNotice(id), AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [held, id]);

  return (
    <div className={styles.toast} data-tone={noticeTone(shown.notice)}>
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        title={dismissLabel}
        onClick={(event) => onDismiss(id, event.currentTarget)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
