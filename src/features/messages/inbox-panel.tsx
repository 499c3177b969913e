import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { RecordPager } from '@/components/record-table/record-pager';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMemberScope } from '@/core/account-scope';
import { failureText } from '@/core/failure-text';
import { useMoneyFormat } from '@/core/money-format';
import { useUnreadCount } from '@/core/unread-counts';
import { useExclusiveAction } from '@/lib/pending-action';
import { openPopup } from '@/lib/popup-store';
import { refreshInbox, useInbox, type InboxMessage } from './inbox';
import { deleteMessages, markRead } from './inbox-actions';
import { claimOf } from './message-claim';
import { MessageReader } from './message-reader';
import { textOfHtml } from './message-text';
import { sentTime } from './sent-time';
import styles from './messages.module.css';

/**
 * The inbox: the last 30 days, newest first, twenty a page. Opening a message shows it and marks it read;
 * "Mark all as read" reads the page's unread ones; checked messages (or the one open) are deleted after a
 * confirmation. Every change reads the inbox and its badge again.
 */
export function InboxPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const client = useQueryClient();
  const { scope } = useMemberScope();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const inbox = useInbox(page);
  const unread = useUnreadCount().data ?? 0;
  const returnTo = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const refresh = async () => {
    await refreshInbox(client, scope);
  };

  const open = useExclusiveAction(async (message: InboxMessage) => {
    setFailure(null);
    setOpenId(message.inboxId);
    returnTo.current = message.inboxId;
    if (message.read) return;
    try {
      await markRead([message]);
      await refresh();
    } catch (error) {
      setFailure(`${t('messages_read_failed')} ${failureText(t, error)}`);
    }
  });

  const markAll = useExclusiveAction(async () => {
    setFailure(null);
    try {
      await markRead(inbox.data?.content ?? []);
      await refresh();
    } catch (error) {
      setFailure(`${t('messages_mark_all_failed')} ${failureText(t, error)}`);
    }
  });

  // The confirmation's own button runs it once, however fast it is clicked.
  const [deleting, setDeleting] = useState(false);
  const remove = async (doomed: readonly InboxMessage[]) => {
    setFailure(null);
    setDeleting(true);
    try {
      await deleteMessages(doomed);
      setChecked(new Set());
      setOpenId(null);
      returnTo.current = null;
    } catch (error) {
      setFailure(`${t('messages_delete_failed')} ${failureText(t, error)}`);
    } finally {
      // Some groups may have gone before one failed: the list shows what is left.
      await refresh();
      setDeleting(false);
    }
  };

  const askDelete = (doomed: readonly InboxMessage[]) =>
    openPopup('confirm', {
      title: t('messages_delete_title', { count: doomed.length }),
      message: t('messages_delete_question', { count: doomed.length }),
      confirmLabel: t('messages_delete'),
      cancelLabel: t('common_cancel'),
      onConfirm: () => remove(doomed),
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
  const opened = openId === null ? undefined : messages.find((m) => m.inboxId === openId);
  const alert = failure ? (
    <p className={styles.failure} role="alert">
      {failure}
    </p>
  ) : null;

  if (opened) {
    return (
      <div className={styles.page}>
        {alert}
        <MessageReader
          message={opened}
          canWrite={canWrite}
          onBack={() => setOpenId(null)}
          onDelete={() => askDelete([opened])}
          deleting={deleting}
          onReplied={refresh}
        />
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
    return (
      <>
        {alert}
        <StatePanel title={t('messages_empty')} message={t('messages_empty_hint')} action={feedback} />
      </>
    );
  }

  const selected = messages.filter((m) => checked.has(m.inboxId));
  const toggle = (id: string) =>
    setChecked((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

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
            disabled={!messages.some((m) => !m.read)}
          >
            {t('messages_mark_all')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => askDelete(selected)}
            busy={deleting}
            disabled={selected.length === 0}
          >
            {t('messages_delete_selected', { count: selected.length })}
          </Button>
          {feedback}
        </div>
      </div>
      {alert}
      <ul ref={list} className={styles.list} aria-label={t('messages_inbox')}>
        {messages.map((message) => {
          const subject = textOfHtml(message.subject);
          return (
            <li key={message.inboxId} className={styles.row}>
              <input
                type="checkbox"
                className={styles.check}
                checked={checked.has(message.inboxId)}
                onChange={() => toggle(message.inboxId)}
                aria-label={t('messages_select', { subject })}
              />
              <button
                type="button"
                data-message={message.inboxId}
                className={`${styles.item} ${message.read ? '' : styles.unread}`}
                onClick={() => open.run(message)}
              >
                <span className={styles.state}>
                  {message.read ? t('messages_read') : t('messages_unread')}
                </span>
                <span className={styles.title}>
                  {subject}
                  {claimOf(message.metadata) ? (
                    <span className={styles.rewardTag}> · {t('messages_has_reward')}</span>
                  ) : null}
                </span>
                <span className={styles.date}>
                  {t('messages_sent', { date: sentTime(message.sendTime, locale) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <RecordPager page={page} totalPages={inbox.data.totalPages} onPage={setPage} />
    </div>
  );
}
