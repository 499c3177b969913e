import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { failureText } from '@/core/failure-text';
import { fieldRules } from '@/core/money-form/field-rules';
import { endSessionHere } from '@/core/sign-out';
import { paths } from '@/config/paths';
import { useExclusiveAction } from '@/lib/pending-action';
import { openPopup } from '@/lib/popup-store';
import {
  exclusionPeriods,
  sendExclusion,
  type ExclusionKind,
  type ExclusionPeriod,
} from '../api/exclude-self';
import styles from '../safer-gambling.module.css';

interface BreakValues {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  password: string;
}

const kinds = Object.keys(exclusionPeriods) as ExclusionKind[];

const breakMessages = {
  'exclusion.password.incorrect': 'safer_break_password_incorrect',
  'member.password.incorrect': 'safer_break_password_incorrect',
} as const;

/**
 * A time-out or a self-exclusion, confirmed with the login password. Once the backend has it, every
 * session of the member is over: this one ends here too, and a notice says until when.
 */
export function BreakForm({ time }: { time: (serverTime: string) => string }) {
  const { t } = useTranslation();
  const ids = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The kind and period are choices the form offers, so only the password can be wrong as typed.
  const schema = useMemo(
    () =>
      fieldRules<BreakValues>({
        password: (typed) => (typed === '' ? t('safer_break_password_required') : null),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<BreakValues>({
    resolver: zodResolver(schema),
    defaultValues: { kind: 'TIMEOUT', period: '24H', password: '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  const submit = useExclusiveAction(
    handleSubmit(async (values) => {
      setFailure(null);
      try {
        const answer = await sendExclusion(values);
        endSessionHere(queryClient);
        navigate(paths.home, { replace: true });
        openPopup('confirm', {
          kind: 'info',
          title: t('safer_break_started_title'),
          message: t(`safer_break_started_${answer.kind}`, { end: time(answer.endTime) }),
          confirmLabel: t('common_confirm'),
        });
      } catch (error) {
        setFailure(failureText(t, error, breakMessages));
      }
    }),
  );

  return (
    <form className={styles.breakForm} onSubmit={submit.run} noValidate>
      <fieldset className={styles.choices}>
        <legend className={styles.fieldLabel}>{t('safer_break_kind')}</legend>
        {kinds.map((k) => (
          <label key={k} className={styles.choice}>
            <input
              type="radio"
              value={k}
              {...register('kind', {
                // Each kind has its own periods: the shortest of the new kind is chosen.
                onChange: () => setValue('period', exclusionPeriods[k][0]),
              })}
            />
            <span>{t(`safer_break_${k}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.limitField}>
        <label htmlFor={`${ids}-period`} className={styles.fieldLabel}>
          {t('safer_break_period')}
        </label>
        <select id={`${ids}-period`} className={styles.select} {...register('period')}>
          {exclusionPeriods[kind].map((p) => (
            <option key={p} value={p}>
              {t(`safer_break_${p}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('safer_break_password')}
        type="password"
        autoComplete="current-password"
        required
        reveal={{ show: t('account_show_password'), hide: t('account_hide_password') }}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="danger" busy={submit.busy}>
        {t('safer_break_submit')}
      </Button>
      {failure ? (
        <p className={styles.failed} role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
