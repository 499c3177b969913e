import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { ActionOutcome } from '@/components/action-outcome/action-outcome';
import { AmountField } from '@/components/money-form/money-fields';
import type { LimitLine } from '@/core/api/safer-gambling';
import { fieldRules } from '@/core/money-form/field-rules';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { LimitStatus } from './limit-status';
import { limitFieldText, MAX_LIMIT, readLimitAmount, type LimitAmountProblem } from './limit-amount';
import { useSetLimit } from './use-set-limit';
import styles from '../safer-gambling.module.css';

interface LimitValues {
  amount: string;
}

const problemKeys: Record<Exclude<LimitAmountProblem, 'tooHigh'>, TranslationKey> = {
  required: 'safer_limit_required',
  tooLow: 'safer_limit_too_low',
  malformed: 'safer_limit_malformed',
};

interface MoneyLimitRowProps {
  line: LimitLine;
  money: (reais: number) => string;
  time: (serverTime: string) => string;
}

/**
 * One deposit or loss limit: where it stands, and a field to change it. What the member typed stays in the
 * field whatever the answer; the line says whether the change applies now or in 24 hours.
 */
export function MoneyLimitRow({ line, money, time }: MoneyLimitRowProps) {
  const { t } = useTranslation();
  const { send, outcome } = useSetLimit(line, time);
  const period = t(`safer_period_${line.period}`);
  const schema = useMemo(
    () =>
      fieldRules<LimitValues>({
        amount: (typed) => {
          const read = readLimitAmount(typed);
          if ('reais' in read) return null;
          if (read.problem === 'tooHigh') return t('safer_limit_too_high', { max: money(MAX_LIMIT) });
          return t(problemKeys[read.problem]);
        },
      }),
    [t, money],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LimitValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: limitFieldText(line.limit) },
  });

  const save = useExclusiveAction(
    handleSubmit(async ({ amount }) => {
      const read = readLimitAmount(amount);
      if ('reais' in read) await send(read.reais);
    }),
  );
  const remove = useExclusiveAction(() => send(null));

  return (
    <li className={styles.limitRow}>
      <h5 className={styles.periodTitle}>{period}</h5>
      <LimitStatus line={line} figure={money} time={time} />
      <form className={styles.limitForm} onSubmit={save.run} noValidate>
        <AmountField
          label={t('safer_limit_field', { period })}
          required={false}
          className={styles.limitField}
          error={errors.amount?.message}
          placeholder={t('safer_limit_none')}
          {...register('amount')}
        />
        <div className={styles.limitActions}>
          <Button type="submit" busy={save.busy}>
            {t('safer_limit_save')}
          </Button>
          {line.limit !== null && line.pending?.limit !== null ? (
            <Button type="button" variant="secondary" busy={remove.busy} onClick={remove.run}>
              {t('safer_limit_remove')}
            </Button>
          ) : null}
        </div>
      </form>
      <ActionOutcome outcome={outcome} classNames={{ ok: styles.saved, failed: styles.failed }} />
    </li>
  );
}
