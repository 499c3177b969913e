import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { RecordPager } from '@/components/record-table/record-pager';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMemberScope } from '@/core/account-scope';
import { failureText } from '@/core/failure-text';
import { useMoneyFormat } from '@/core/money-format';
import { ServerHtml } from '@/core/server-html';
import { openPopup } from '@/lib/popup-store';
import { messagesKey } from './inbox';
import { MessageForm } from './message-form';
import { contentHtml, textOfHtml } from './message-text';
import { deleteSent, useOutbox, type SentMessage } from './outbox';
import { sentTime } from './sent-time';
import styles from './messages.module.css';

/**
 * What the member sent in the last 7 days (the site's OUTBOX3), and, where the site lets members write
 * (SENDMAIL3), a new message to the site or to the member's agent.
 */
export function OutboxPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const client = useQueryClient();
  const { scope } = useMemberScope();
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const sent = useOutbox(page, true);
  const refresh = () => client.invalidateQueries({ queryKey: [...messagesKey, scope, 'outbox'] });

  const remove = async (message: SentMessage) => {
    setFailure(null);
    setDeleting(message.outboxId);
    try {
      await deleteSent([message]);
    } catch (error) {
      setFailure(`${t('messages_delete_failed')} ${failureText(t, error)}`);
    } finally {
      await refresh();
      setDeleting(null);
    }
  };

  const askDelete = (message: SentMessage) =>
    openPopup('confirm', {
      title: t('messages_delete_title', { count: 1 }),
      message: t('messages_delete_question', { count: 1 }),
      confirmLabel: t('messages_delete'),
      cancelLabel: t('common_cancel'),
      onConfirm: () => remove(message),
    });

  let list;
  if (sent.isPending) list = <Spinner label={t('messages_loading')} />;
  else if (sent.isError) {
    list = (
      <StatePanel
        tone="error"
        title={t('messages_outbox_failed')}
        message={failureText(t, sent.error)}
        action={
          <Button size="sm" variant="secondary" onClick={() => void sent.refetch()} busy={sent.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (sent.data.content.length === 0) {
    list = <StatePanel title={t('messages_outbox_empty')} message={t('messages_outbox_empty_hint')} />;
  } else {
    list = (
      <>
        <ul className={styles.list} aria-label={t('messages_outbox')}>
          {sent.data.content.map((message) => (
            <li key={message.outboxId} className={styles.sentItem}>
              <div className={styles.sentHead}>
                <span className={styles.title}>{textOfHtml(message.subject)}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => askDelete(message)}
                  busy={deleting === message.outboxId}
                  aria-label={t('messages_delete_one', { subject: textOfHtml(message.subject) })}
                >
                  {t('messages_delete')}
                </Button>
              </div>
              <p className={styles.date}>
                {t('messages_sent', { date: sentTime(message.sendTime, locale) })}
                {message.readCount > 0 ? ` · ${t('messages_seen')}` : ''}
              </p>
              <ServerHtml html={contentHtml(message.content)} className={styles.body} />
            </li>
          ))}
        </ul>
        <RecordPager page={page} totalPages={sent.data.totalPages} onPage={setPage} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      {canWrite ? (
        <section className={styles.compose} aria-label={t('messages_compose')}>
          <h4 className={styles.composeTitle}>{t('messages_compose')}</h4>
          <MessageForm onSent={refresh} />
        </section>
      ) : null}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {list}
    </div>
  );
}
