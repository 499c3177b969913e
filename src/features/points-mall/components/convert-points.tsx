import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { useExclusiveAction } from '@/lib/pending-action';
import { useAfterPointsAction } from '../api/after-points-action';
import { convertPoints } from '../api/convert-point';
import type { PointConfig } from '../api/point-config';
import { usePointsFailure } from '../model/failures';
import { useFormats } from './use-formats';
import styles from './points-mall.module.css';

interface ConvertValues {
  points: string;
  withdrawPassword: string;
}

const fieldByCode: Record<string, keyof ConvertValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'points.insufficient': 'points',
  'points.amount.invalid': 'points',
};

type Step = { kind: 'form' } | { kind: 'confirm'; points: number } | { kind: 'done'; amount: number };

/**
 * Points into cash: the exchange-rate table, the points and the withdraw password, then a confirmation
 * with the cash value; the wallet follows once it is done. One request however fast Confirm is clicked.
 */
export function ConvertPoints({ config, points }: { config: PointConfig; points: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const after = useAfterPointsAction();
  const failureMessage = usePointsFailure(() => after(undefined, true));
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<ConvertValues>({ defaultValues: { points: '', withdrawPassword: '' } });

  const cashOf = (n: number) => Math.floor((n * 100) / config.pointsRatio) / 100;
  const typed = Number(useWatch({ control, name: 'points' }));
  const preview = Number.isInteger(typed) && typed > 0 ? cashOf(typed) : null;

  const proceed = handleSubmit((values) => {
    setAlert(null);
    setStep({ kind: 'confirm', points: Number(values.points) });
  });

  const confirm = useExclusiveAction(async () => {
    if (step.kind !== 'confirm') return;
    setAlert(null);
    try {
      const answer = await convertPoints({
        points: step.points,
        withdrawPassword: getValues('withdrawPassword'),
      });
      reset({ points: '', withdrawPassword: '' });
      setStep({ kind: 'done', amount: answer.amount });
      await after(answer.points, true);
    } catch (error) {
      const text = await failureMessage(error);
      const field = isApiError(error) && error.code ? fieldByCode[error.code] : undefined;
      setStep({ kind: 'form' });
      if (field) setError(field, { type: 'server', message: text });
      else setAlert(text);
    }
  });

  return (
    <section className={styles.card} aria-labelledby="points-convert">
      <h2 id="points-convert" className={styles.sectionTitle}>
        {t('points_convert_title')}
      </h2>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('points_rates_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('points_rates_points')}</th>
            <th scope="col">{t('points_rates_cash')}</th>
          </tr>
        </thead>
        <tbody>
          {config.exchangeRates.map((rate) => (
            <tr key={rate.points}>
              <td>{formats.points(rate.points)}</td>
              <td>{formats.money(rate.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {step.kind === 'confirm' ? (
        <div className={styles.confirm}>
          <p>
            {t('points_convert_question', {
              points: formats.points(step.points),
              amount: formats.money(cashOf(step.points)),
            })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setStep({ kind: 'form' })}>
              {t('points_back')}
            </Button>
            <Button busy={confirm.busy} onClick={confirm.run}>
              {t('points_convert_confirm')}
            </Button>
          </div>
        </div>
      ) : step.kind === 'done' ? (
        <div className={styles.done} role="status">
          <p>{t('points_convert_done', { amount: formats.money(step.amount) })}</p>
          <Button variant="secondary" onClick={() => setStep({ kind: 'form' })}>
            {t('points_convert_again')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(e) => void proceed(e)} noValidate>
          <TextField
            label={t('points_convert_points')}
            inputMode="numeric"
            autoComplete="off"
            required
            hint={t('points_convert_hint', {
              min: formats.points(config.minConvertPoints),
              max: formats.points(points),
            })}
            error={errors.points?.message}
            {...register('points', {
              required: t('points_field_required'),
              validate: (value) => {
                const n = Number(value);
                if (!Number.isInteger(n) || n < config.minConvertPoints) {
                  return t('points_convert_min', { min: formats.points(config.minConvertPoints) });
                }
                if (n > points) return t('points_insufficient');
                return true;
              },
            })}
          />
          <TextField
            label={t('points_withdraw_password')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            required
            reveal={{ show: t('points_show_password'), hide: t('points_hide_password') }}
            error={errors.withdrawPassword?.message}
            {...register('withdrawPassword', { required: t('points_field_required') })}
          />
          <p className={styles.total} aria-live="polite">
            {t('points_convert_value', { amount: preview === null ? '-' : formats.money(preview) })}
          </p>
          {alert ? (
            <p className={styles.failure} role="alert">
              {alert}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit">{t('points_continue')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}
