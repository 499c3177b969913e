import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useMoneyFormat } from '@/core/money-format';
import { ServerHtml } from '@/core/server-html';
import { usePopupStore } from '@/lib/popup-store';
import { useInAppLinks } from '@/lib/use-in-app-links';
import type { InboxMessage } from './inbox';
import { claimOf } from './message-claim';
import { MessageClaimPanel } from './message-claim-panel';
import { MessageForm } from './message-form';
import { contentHtml, textOfHtml } from './message-text';
import { sentTime } from './sent-time';
import styles from './messages.module.css';

const closeCentre = () => usePopupStore.getState().closeByName('memberCentre');

interface MessageReaderProps {
  message: InboxMessage;
  /** The site lets members write (SENDMAIL3): a message that may be answered offers a reply. */
  canWrite: boolean;
  onBack: () => void;
  onDelete: () => void;
  deleting: boolean;
  onReplied: () => void | Promise<void>;
}

/**
 * One message, open to read: its subject and content through the one sanitizer (pictures from the site's image
 * hosts kept), the reward it carries, a reply where allowed. A link to a page of the site moves inside the app.
 */
export function MessageReader({
  message,
  canWrite,
  onBack,
  onDelete,
  deleting,
  onReplied,
}: MessageReaderProps) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const body = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLDivElement>(null);
  const claim = useMemo(() => claimOf(message.metadata), [message.metadata]);
  const html = useMemo(() => contentHtml(message.content), [message.content]);
  const headingId = `message-${message.inboxId}`;

  useEffect(() => title.current?.focus(), []);
  useInAppLinks(body, closeCentre, message.inboxId);

  return (
    <article className={styles.reader} aria-labelledby={headingId}>
      <div className={styles.readerBar}>
        <Button size="sm" variant="secondary" onClick={onBack}>
          {t('messages_back')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDelete} busy={deleting}>
          {t('messages_delete')}
        </Button>
      </div>
      {/* The subject is server HTML: a heading of its own, the HTML inside it sanitized. */}
      <div
        id={headingId}
        ref={title}
        role="heading"
        aria-level={4}
        tabIndex={-1}
        className={styles.readerTitle}
      >
        <ServerHtml html={message.subject} className={styles.subjectHtml} />
      </div>
      <p className={styles.date}>
        {message.senderName ? `${t('messages_from', { sender: message.senderName })} · ` : null}
        {t('messages_sent', { date: sentTime(message.sendTime, locale) })}
      </p>
      <div ref={body}>
        <ServerHtml html={html} className={styles.body} />
      </div>
      {claim ? <MessageClaimPanel claim={claim} /> : null}
      {canWrite && message.canReply ? (
        <MessageForm
          replyTo={{
            inboxId: message.inboxId,
            recordSource: message.recordSource,
            subject: textOfHtml(message.subject),
          }}
          onSent={onReplied}
        />
      ) : null}
    </article>
  );
}
