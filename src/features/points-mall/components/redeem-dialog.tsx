import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { Modal } from '@/components/modal/modal';
import { FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { fieldRules } from '@/core/money-form/field-rules';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { useAfterPointsAction } from '../api/after-points-action';
import type { PointReward } from '../api/point-reward';
import { redeemReward } from '../api/redeem-point-reward';
import { usePointsFailure } from '../model/failures';
import { useFormats } from './use-formats';
import styles from './points-mall.module.css';

interface RedeemValues {
  quantity: string;
  withdrawPassword: string;
  receivingAddress: string;
  mobileNum: string;
}

/** Refusals about one field are said on it. */
const refusals: Record<string, keyof RedeemValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'points.insufficient': 'quantity',
};

const start: RedeemValues = { quantity: '1', withdrawPassword: '', receivingAddress: '', mobileNum: '' };

/**
 * Redeeming one reward: quantity, withdraw password, receiving address and mobile number, all required.
 * Confirm sends one request however fast the clicks come; a refusal keeps every field as typed; success
 * shows the reference number and the points left at once.
 */
export function RedeemDialog({
  reward,
  points,
  onClose,
}: {
  reward: PointReward;
  points: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const after = useAfterPointsAction();
  const filled = (typed: string) => (typed.trim() === '' ? t('points_field_required') : null);
  const redemption = useMoneyForm({
    schema: fieldRules<RedeemValues>({
      quantity: (typed) => {
        if (typed === '') return t('points_field_required');
        const n = Number(typed);
        if (!Number.isInteger(n) || n < 1) return t('points_quantity_invalid');
        if (n > reward.quantity) return t('points_quantity_stock');
        return n * reward.pointsRequirement > points ? t('points_insufficient') : null;
      },
      withdrawPassword: (typed) => (typed === '' ? t('points_field_required') : null),
      receivingAddress: filled,
      mobileNum: filled,
    }),
    defaultValues: start,
    firstField: 'quantity',
    confirmFirst: false,
    send: (values) =>
      redeemReward({
        rewardId: reward.rewardId,
        quantity: Number(values.quantity),
        withdrawPassword: values.withdrawPassword,
        receivingAddress: values.receivingAddress.trim(),
        mobileNum: values.mobileNum.trim(),
      }),
    afterSend: (answer) => after(answer.points, false),
    failure: usePointsFailure(() => after(undefined, true)),
    refusals,
  });
  const { register, control, formState } = redemption.form;
  const { errors } = formState;
  const quantity = Number(useWatch({ control, name: 'quantity' }));
  const total = Number.isInteger(quantity) && quantity > 0 ? quantity * reward.pointsRequirement : null;

  return (
    <Modal title={t('points_redeem_title', { name: reward.name })} onClose={onClose}>
      {redemption.step.kind === 'done' ? (
        <div className={styles.done} role="status">
          <p>{t('points_redeem_done')}</p>
          <p>
            {t('points_reference')}: <strong>{redemption.step.answer.referenceNo}</strong>
          </p>
          <Button onClick={onClose}>{t('points_close')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={redemption.submit} noValidate>
          <p className={styles.muted}>{t('points_redeem_balance', { points: formats.points(points) })}</p>
          <TextField
            label={t('points_quantity')}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.quantity?.message}
            {...register('quantity')}
          />
          <WithdrawPasswordField
            label={t('points_withdraw_password')}
            reveal={{ show: t('points_show_password'), hide: t('points_hide_password') }}
            error={errors.withdrawPassword?.message}
            {...register('withdrawPassword')}
          />
          <TextField
            label={t('points_receiving_address')}
            autoComplete="street-address"
            required
            error={errors.receivingAddress?.message}
            {...register('receivingAddress')}
          />
          <TextField
            label={t('points_mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            error={errors.mobileNum?.message}
            {...register('mobileNum')}
          />
          <p className={styles.total}>
            {t('points_redeem_total', { points: total === null ? '-' : formats.points(total) })}
          </p>
          <FormAlert text={redemption.alert} className={styles.failure} />
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('points_cancel')}
            </Button>
            <Button type="submit" busy={redemption.busy}>
              {t('points_redeem_confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
