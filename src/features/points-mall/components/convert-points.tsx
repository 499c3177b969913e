import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { MoneyConfirm } from '@/components/money-form/money-confirm';
import { fieldRules } from '@/core/money-form/field-rules';
import { useMoneyForm } from '@/core/money-form/use-money-form';
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

const refusals: Record<string, keyof ConvertValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'points.insufficient': 'points',
  'points.amount.invalid': 'points',
};

const empty: ConvertValues = { points: '', withdrawPassword: '' };

/**
 * Points into cash: the exchange-rate table, the points and the withdraw password, then a confirmation
 * with the cash value; the wallet follows once it is done. One request however fast Confirm is clicked.
 */
export function ConvertPoints({ config, points }: { config: PointConfig; points: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const after = useAfterPointsAction();
  const minimum = formats.points(config.minConvertPoints);
  const conversion = useMoneyForm({
    schema: fieldRules<ConvertValues>({
      points: (typed) => {
        if (typed === '') return t('points_field_required');
        const n = Number(typed);
        if (!Number.isInteger(n) || n < config.minConvertPoints)
          return t('points_convert_min', { min: minimum });
        return n > points ? t('points_insufficient') : null;
      },
      withdrawPassword: (typed) => (typed === '' ? t('points_field_required') : null),
    }),
    defaultValues: empty,
    firstField: 'points',
    confirmFirst: true,
    send: (values) =>
      convertPoints({ points: Number(values.points), withdrawPassword: values.withdrawPassword }),
    afterSend: (answer) => after(answer.points, true),
    failure: usePointsFailure(() => after(undefined, true)),
    refusals,
    resetOnDone: true,
  });
  const { register, control, formState } = conversion.form;
  const { errors } = formState;
  const { step } = conversion;

  const cashOf = (n: number) => Math.floor((n * 100) / config.pointsRatio) / 100;
  const typed = Number(useWatch({ control, name: 'points' }));
  const preview = Number.isInteger(typed) && typed > 0 ? cashOf(typed) : null;

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
        <MoneyConfirm
          question={t('points_convert_question', {
            points: formats.points(Number(step.values.points)),
            amount: formats.money(cashOf(Number(step.values.points))),
          })}
          backLabel={t('points_back')}
          confirmLabel={t('points_convert_confirm')}
          busy={conversion.busy}
          onBack={conversion.toForm}
          onConfirm={conversion.confirm}
        />
      ) : step.kind === 'done' ? (
        <div className={styles.done} role="status">
          <p>{t('points_convert_done', { amount: formats.money(step.answer.amount) })}</p>
          <Button variant="secondary" onClick={conversion.toForm}>
            {t('points_convert_again')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={conversion.submit} noValidate>
          <TextField
            label={t('points_convert_points')}
            inputMode="numeric"
            autoComplete="off"
            required
            hint={t('points_convert_hint', { min: minimum, max: formats.points(points) })}
            error={errors.points?.message}
            {...register('points')}
          />
          <WithdrawPasswordField
            label={t('points_withdraw_password')}
            reveal={{ show: t('points_show_password'), hide: t('points_hide_password') }}
            error={errors.withdrawPassword?.message}
            {...register('withdrawPassword')}
          />
          <p className={styles.total} aria-live="polite">
            {t('points_convert_value', { amount: preview === null ? '-' : formats.money(preview) })}
          </p>
          <FormAlert text={conversion.alert} className={styles.failure} />
          <div className={styles.actions}>
            <Button type="submit">{t('points_continue')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}
