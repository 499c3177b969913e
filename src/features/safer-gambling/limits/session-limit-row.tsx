import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { ActionOutcome } from '@/components/action-outcome/action-outcome';
import type { LimitLine } from '@/core/api/safer-gambling';
import { fieldRules } from '@/core/money-form/field-rules';
import { useExclusiveAction } from '@/lib/pending-action';
import { LimitStatus } from './limit-status';
import { useSetLimit } from './use-set-limit';
import styles from '../safer-gambling.module.css';

/** The daily time limits offered, in minutes: choices, not a free field, so no entry can be malformed. */
export const sessionChoices = [30, 60, 120, 180, 240, 360, 480, 720] as const;

interface SessionValues {
  /** Minutes, or '' for no limit. */
  minutes: string;
}

/** The daily session time limit: minutes logged in today against the limit, and a choice to change it. */
export function SessionLimitRow({
  line,
  time,
  duration,
}: {
  line: LimitLine;
  time: (serverTime: string) => string;
  duration: (minutes: number) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { send, outcome } = useSetLimit(line, time);
  // A limit set elsewhere at an odd value is still offered, so the choice shows what is in force.
  const choices = useMemo(
    () => [...new Set([...sessionChoices, ...(line.limit ? [line.limit] : [])])].sort((a, b) => a - b),
    [line.limit],
  );
  const schema = useMemo(
    () =>
      fieldRules<SessionValues>({
        minutes: (typed) =>
          typed === '' || choices.includes(Number(typed)) ? null : t('safer_limit_invalid'),
      }),
    [choices, t],
  );
  const { register, handleSubmit, formState } = useForm<SessionValues>({
    resolver: zodResolver(schema),
    defaultValues: { minutes: line.limit === null ? '' : String(line.limit) },
  });
  const problem = formState.errors.minutes?.message;

  const save = useExclusiveAction(
    handleSubmit(async ({ minutes }) => {
      await send(minutes === '' ? null : Number(minutes));
    }),
  );

  return (
    <li className={styles.limitRow}>
      <LimitStatus line={line} figure={duration} time={time} />
      <form className={styles.limitForm} onSubmit={save.run} noValidate>
        <div className={styles.limitField}>
          <label htmlFor={id} className={styles.fieldLabel}>
            {t('safer_session_field')}
          </label>
          <select
            id={id}
            className={styles.select}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            {...register('minutes')}
          >
            <option value="">{t('safer_limit_none')}</option>
            {choices.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {duration(minutes)}
              </option>
            ))}
          </select>
          {problem ? (
            <p id={`${id}-problem`} className={styles.failed}>
              {problem}
            </p>
          ) : null}
        </div>
        <div className={styles.limitActions}>
          <Button type="submit" busy={save.busy}>
            {t('safer_limit_save')}
          </Button>
        </div>
      </form>
      <ActionOutcome outcome={outcome} classNames={{ ok: styles.saved, failed: styles.failed }} />
    </li>
  );
}
