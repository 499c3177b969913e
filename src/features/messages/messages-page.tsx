import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { failureText } from '@/core/failure-text';
import { useExclusiveAction } from '@/lib/pending-action';
import { openPopup, usePopupStore } from '@/lib/popup-store';
import { useInAppLinks } from '@/lib/use-in-app-links';
import { useMemberScope } from '@/core/account-scope';
import { useUnreadCount } from '@/core/unread-counts';
import { refreshInbox, useMessages, type Message } from './messages';
import { markAllMessagesRead } from './read-all-messages';
import { markMessageRead } from './read-message';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { RecordPager } from '@/components/record-table/record-pager';
import styles from './messages.module.css';

const closeCentre = () => usePopupStore.getState().closeByName('memberCentre');

/** One message, open to read. Its HTML is sanitized; a link to a page of the site moves inside the app. */
function MessageReader({ message, onBack }: { message: Message; onBack: () => void }) {
  const { t } = useTranslation();
  const html = useMemo(() => sanitizeHtml(message.content), [message.content]);
  const body = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => title.current?.focus(), []);

  useInAppLinks(body, closeCentre, message.messageId);

  return (
    <article className={styles.reader} aria-labelledby={`message-${message.messageId}`}>
      <Button size="sm" variant="secondary" onClick={onBack}>
        {t('messages_back')}
      </Button>
      <h4 id={`message-${message.messageId}`} ref={title} tabIndex={-1} className={styles.readerTitle}>
        {message.title}
      </h4>
      <p className={styles.date}>{t('messages_sent', { date: message.sendTime })}</p>
      {/* Sanitized just above: no scripts, handlers or unsafe links survive. */}
      <div ref={body} className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/**
 * Messages (issue 11): the inbox, newest first and paged; opening a message shows it and marks it read,
 * and "Mark all as read" clears the rest. The menu's badge follows every read.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { scope } = useMemberScope();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inbox = useMessages(page);
  const unread = useUnreadCount().data ?? 0;
  const returnTo = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const open = useExclusiveAction(async (message: Message) => {
    setFailure(null);
    setOpenId(message.messageId);
    returnTo.current = message.messageId;
    if (message.read) return;
    try {
      await markMessageRead(message.messageId);
      await refreshInbox(client, scope);
    } catch (error) {
      setFailure(`${t('messages_read_failed')} ${failureText(t, error)}`);
    }
  });

  const markAll = useExclusiveAction(async () => {
    setFailure(null);
    try {
      await markAllMessagesRead();
      await refreshInbox(client, scope);
    } catch (error) {
      setFailure(`${t('messages_mark_all_failed')} ${failureText(t, error)}`);
    }
  });

  // Back in the list, the keyboard returns to the message it opened.
  useEffect(() => {
    if (openId !== null || returnTo.current === null) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-message="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [openId]);

  if (inbox.isPending) return <Spinner size="lg" label={t('messages_loading')} />;
  if (inbox.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('messages_failed')}
        message={failureText(t, inbox.error)}
        action={
          <Button size="sm" variant="secondary" onClick={() => void inbox.refetch()} busy={inbox.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  const messages = inbox.data.content;
  const opened = openId === null ? undefined : messages.find((m) => m.messageId === openId);
  const alert = failure ? (
    <p className={styles.failure} role="alert">
      {failure}
    </p>
  ) : null;

  if (opened) {
    return (
      <div className={styles.page}>
        {alert}
        <MessageReader message={opened} onBack={() => setOpenId(null)} />
      </div>
    );
  }

  // Where the member reads what the site says, they can answer it: feedback and complaints.
  const feedback = (
    <Button size="sm" variant="secondary" onClick={() => openPopup('feedback')}>
      {t('messages_feedback')}
    </Button>
  );

  if (messages.length === 0) {
    return <StatePanel title={t('messages_empty')} message={t('messages_empty_hint')} action={feedback} />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.summary} aria-live="polite">
          {unread > 0 ? t('centre_unread', { count: unread }) : t('messages_all_read')}
        </p>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => markAll.run()}
            busy={markAll.busy}
            disabled={unread === 0}
          >
            {t('messages_mark_all')}
          </Button>
          {feedback}
        </div>
      </div>
      {alert}
      <ul ref={list} className={styles.list} aria-label={t('messages_inbox')}>
        {messages.map((message) => (
          <li key={message.messageId}>
            <button
              type="button"
              data-message={message.messageId}
              className={`${styles.item} ${message.read ? '' : styles.unread}`}
              onClick={() => open.run(message)}
            >
              <span className={styles.state}>{message.read ? t('messages_read') : t('messages_unread')}</span>
              <span className={styles.title}>{message.title}</span>
              <span className={styles.date}>{t('messages_sent', { date: message.sendTime })}</span>
            </button>
          </li>
        ))}
      </ul>
      <RecordPager page={page} totalPages={inbox.data.totalPages} onPage={setPage} />
    </div>
  );
}
