import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { Modal } from '@/components/modal/modal';
import { FormAlert } from '@/components/money-form/money-fields';
import { failureText } from '@/core/failure-text';
import { useTranslate } from '@/core/use-translate';
import { useExclusiveAction } from '@/lib/pending-action';
import {
  characterCount,
  FEEDBACK_LIMITS,
  feedbackSchema,
  questionTypes,
  questionTypeWords,
  type FeedbackValues,
  type QuestionType,
} from './feedback-rules';
import { submitFeedback } from './send-feedback';
import styles from './feedback.module.css';

const start: FeedbackValues = { questionType: '', content: '', contact: '' };

/**
 * Feedback and complaints: a question type, what happened (140 characters at most, counted as typed), and how
 * to reach the player. One request per click; a refusal or a lost connection keeps every word typed; a success
 * gives the ticket reference to quote to support.
 */
export function FeedbackPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const schema = useMemo(() => feedbackSchema(translate), [translate]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FeedbackValues>({ resolver: zodResolver(schema), defaultValues: start });
  const [alert, setAlert] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const ids = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ticket) closeRef.current?.focus();
  }, [ticket]);

  const send = useExclusiveAction(
    handleSubmit(async (values) => {
      setAlert(null);
      try {
        setTicket(await submitFeedback({ ...values, questionType: values.questionType as QuestionType }));
      } catch (error) {
        setAlert(failureText(t, error));
      }
    }),
  );

  const typed = characterCount(useWatch({ control, name: 'content' }));
  const { maxCharacters } = FEEDBACK_LIMITS;
  const contentError = errors.content?.message;

  return (
    <Modal title={t('feedback_title')} onClose={onClose} size="sm">
      {ticket ? (
        <div className={styles.sent} role="status">
          <p>{t('feedback_sent')}</p>
          <p className={styles.ticket}>
            {t('feedback_ticket')} <strong>{ticket}</strong>
          </p>
          <Button ref={closeRef} onClick={onClose}>
            {t('common_close')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(e) => void send.run(e)} noValidate>
          <p className={styles.lead}>{t('feedback_lead')}</p>
          <div className={styles.field}>
            <label htmlFor={`${ids}-type`} className={styles.label} data-required>
              {t('feedback_type')}
            </label>
            <select
              id={`${ids}-type`}
              className={styles.select}
              aria-required
              aria-invalid={errors.questionType ? true : undefined}
              aria-describedby={errors.questionType ? `${ids}-type-error` : undefined}
              {...register('questionType')}
            >
              <option value="">{t('feedback_type_choose')}</option>
              {questionTypes.map((type) => (
                <option key={type} value={type}>
                  {t(questionTypeWords[type])}
                </option>
              ))}
            </select>
            {errors.questionType ? (
              <p id={`${ids}-type-error`} className={styles.error}>
                {errors.questionType.message}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${ids}-content`} className={styles.label} data-required>
              {t('feedback_content')}
            </label>
            <textarea
              id={`${ids}-content`}
              className={styles.textarea}
              rows={5}
              aria-required
              aria-invalid={contentError ? true : undefined}
              aria-describedby={`${ids}-count${contentError ? ` ${ids}-content-error` : ''}`}
              {...register('content')}
            />
            <div className={styles.under}>
              {contentError ? (
                <p id={`${ids}-content-error`} className={styles.error}>
                  {contentError}
                </p>
              ) : (
                <span />
              )}
              <p id={`${ids}-count`} className={styles.count} data-over={typed > maxCharacters || undefined}>
                {t('feedback_count', { typed, max: maxCharacters })}
              </p>
            </div>
          </div>
          <TextField
            label={t('feedback_contact')}
            hint={t('feedback_contact_hint')}
            autoComplete="email"
            error={errors.contact?.message}
            {...register('contact')}
          />
          <FormAlert text={alert} className={styles.alert} />
          <Button type="submit" size="lg" block busy={send.busy}>
            {t('feedback_send')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
