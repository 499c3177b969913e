import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { frameSandbox } from '@/lib/frame-hosts';
import type { ChatOutcome } from './chat-opening';
import styles from './chat-room.module.css';

const CHAT_ALLOWANCES = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
];

/** The button that started the chat is gone: the focus moves to what took its place. */
const focusOnShow = (element: HTMLElement | null) => {
  element?.focus();
};

export interface ChatViewProps {
  outcome: ChatOutcome;
  /** Who the chat is with, in words: the frame's title. */
  title: string;
  /** The new tab was opened from the popup's own link. */
  onOpenedTab: () => void;
  onBack: () => void;
}

/**
 * A started chat: framed in the popup (with its own tab as a way out), or a line saying it opened in a tab
 * (or that the browser refused the tab, with a link that opens it on a fresh click).
 */
export function ChatView({ outcome, title, onOpenedTab, onBack }: ChatViewProps) {
  const { t } = useTranslation();

  const blocked = outcome.kind === 'blocked';
  // Refused, the tab is the one way on: offered as the popup's main action.
  const tabLink = (
    <a
      className={blocked ? styles.offer : styles.tabLink}
      href={outcome.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={blocked ? onOpenedTab : undefined}
    >
      {t('chat_open_tab')}
    </a>
  );
  return (
    <div className={styles.chat}>
      {outcome.kind === 'framed' ? (
        // The chat's host is one the operator named (VITE_FRAME_HOSTS); the sandbox still keeps it from
        // steering the portal's own page away, and a chat on the portal's own origin from its storage.
        <iframe
          ref={focusOnShow}
          className={styles.frame}
          title={title}
          src={outcome.url}
          sandbox={frameSandbox(outcome.url, CHAT_ALLOWANCES)}
        />
      ) : (
        <p ref={focusOnShow} className={styles.told} role="status" tabIndex={-1}>
          {t(outcome.kind === 'tab' ? 'chat_in_tab' : 'chat_blocked')}
        </p>
      )}
      {/* One order whatever the outcome: the link a refused tab made the main action stays the same link. */}
      <div className={styles.chatActions} data-blocked={blocked || undefined}>
        {tabLink}
        <Button variant="secondary" onClick={onBack}>
          {t('chat_back')}
        </Button>
      </div>
    </div>
  );
}
