import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { FormAlert } from '@/components/money-form/money-fields';
import { failureText } from '@/core/failure-text';
import { useTranslate } from '@/core/use-translate';
import { useExclusiveAction } from '@/lib/pending-action';
import type { TranslationKey } from '@/i18n';
import { messageSchema, type MessageValues } from './message-form-rules';
import { sendMessage, sendReply, useRecipientTypes } from './outbox';
import styles from './messages.module.css';

/** The mock's refusals (our design, mocks/README.md "Messages"). */
const sendMessages: Readonly<Record<string, TranslationKey>> = {
  'outbox.field.required': 'messages_content_required',
  'outbox.field.tooLong': 'messages_send_too_long',
  'outbox.recipient.invalid': 'messages_recipient_invalid',
  'outbox.reply.notAllowed': 'messages_reply_not_allowed',
  'message.notFound': 'messages_not_found',
};

const recipientWords: Readonly<Record<string, TranslationKey>> = {
  MERCHANT: 'messages_recipient_merchant',
  UPLINE: 'messages_recipient_upline',
};

export interface ReplyTo {
  inboxId: string;
  recordSource: string;
  /** The subject as text: the reply's is "RE: " and it. */
  subject: string;
}

/**
 * A message to the site (or the member's agent), or a reply to one received. What was typed stays after a
 * refusal or a lost connection; a sent message empties the form and says so.
 */
export function MessageForm({ replyTo, onSent }: { replyTo?: ReplyTo; onSent: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const reply = replyTo !== undefined;
  const schema = useMemo(() => messageSchema(translate, reply), [translate, reply]);
  const recipients = useRecipientTypes(!reply);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageValues>({
    resolver: zodResolver(schema),
    defaultValues: { recipientType: '', subject: '', content: '' },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const ids = useId();

  const send = useExclusiveAction(
    handleSubmit(async (values) => {
      setAlert(null);
      setSent(false);
      try {
        if (replyTo) await sendReply(replyTo, values.content);
        else await sendMessage(values);
        reset();
        setSent(true);
        await onSent();
      } catch (error) {
        setAlert(failureText(t, error, sendMessages));
      }
    }),
  );

  const contentError = errors.content?.message;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void send.run(e)}
      noValidate
      aria-label={reply ? t('messages_reply') : t('messages_compose')}
    >
      {reply ? null : (
        <>
          <div className={styles.field}>
            <label htmlFor={`${ids}-to`} className={styles.label} data-required>
              {t('messages_recipient')}
            </label>
            <select
              id={`${ids}-to`}
              className={styles.select}
              aria-required
              aria-invalid={errors.recipientType ? true : undefined}
              aria-describedby={errors.recipientType ? `${ids}-to-error` : undefined}
              {...register('recipientType')}
            >
              <option value="">{t('messages_recipient_choose')}</option>
              {(recipients.data ?? []).map((type) => (
                <option key={type} value={type}>
                  {recipientWords[type] ? t(recipientWords[type]) : type}
                </option>
              ))}
            </select>
            {errors.recipientType ? (
              <p id={`${ids}-to-error`} className={styles.error}>
                {errors.recipientType.message}
              </p>
            ) : null}
            {recipients.isError ? (
              <p className={styles.error} role="alert">
                {t('messages_recipients_failed')}
              </p>
            ) : null}
          </div>
          <TextField
            label={t('messages_subject')}
            required
            error={errors.subject?.message}
            {...register('subject')}
          />
        </>
      )}
      <div className={styles.field}>
        <label htmlFor={`${ids}-content`} className={styles.label} data-required>
          {reply ? t('messages_reply_content') : t('messages_content')}
        </label>
        <textarea
          id={`${ids}-content`}
          className={styles.textarea}
          rows={4}
          aria-required
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${ids}-content-error` : undefined}
          {...register('content')}
        />
        {contentError ? (
          <p id={`${ids}-content-error`} className={styles.error}>
            {contentError}
          </p>
        ) : null}
      </div>
      <FormAlert text={alert} className={styles.failure} />
      {sent ? (
        <p className={styles.sentNote} role="status">
          {t('messages_sent_ok')}
        </p>
      ) : null}
      <Button type="submit" size="sm" busy={send.busy}>
        {reply ? t('messages_reply_send') : t('messages_send')}
      </Button>
    </form>
  );
}
