import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { Modal } from '@/components/modal/modal';
import { useExclusiveAction } from '@/lib/pending-action';
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
const fieldByCode: Record<string, keyof RedeemValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'points.insufficient': 'quantity',
};

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
  const failureMessage = usePointsFailure(() => after(undefined, true));
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RedeemValues>({
    defaultValues: { quantity: '1', withdrawPassword: '', receivingAddress: '', mobileNum: '' },
  });
  const quantity = Number(useWatch({ control, name: 'quantity' }));
  const total = Number.isInteger(quantity) && quantity > 0 ? quantity * reward.pointsRequirement : null;

  const confirm = useExclusiveAction(async (values: RedeemValues) => {
    setAlert(null);
    try {
      const answer = await redeemReward({
        rewardId: reward.rewardId,
        quantity: Number(values.quantity),
        withdrawPassword: values.withdrawPassword,
        receivingAddress: values.receivingAddress.trim(),
        mobileNum: values.mobileNum.trim(),
      });
      setDone(answer.referenceNo);
      await after(answer.points, false);
    } catch (error) {
      const text = await failureMessage(error);
      const field = isApiError(error) && error.code ? fieldByCode[error.code] : undefined;
      if (field) {
        setError(field, { type: 'server', message: text });
        setFocus(field);
      } else setAlert(text);
    }
  });

  const submit = handleSubmit((values) => confirm.run(values));

  const required = { required: t('points_field_required') };

  return (
    <Modal title={t('points_redeem_title', { name: reward.name })} onClose={onClose}>
      {done ? (
        <div className={styles.done} role="status">
          <p>{t('points_redeem_done')}</p>
          <p>
            {t('points_reference')}: <strong>{done}</strong>
          </p>
          <Button onClick={onClose}>{t('points_close')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <p className={styles.muted}>{t('points_redeem_balance', { points: formats.points(points) })}</p>
          <TextField
            label={t('points_quantity')}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.quantity?.message}
            {...register('quantity', {
              ...required,
              validate: (value) => {
                const n = Number(value);
                if (!Number.isInteger(n) || n < 1) return t('points_quantity_invalid');
                if (n > reward.quantity) return t('points_quantity_stock');
                if (n * reward.pointsRequirement > points) return t('points_insufficient');
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
            {...register('withdrawPassword', required)}
          />
          <TextField
            label={t('points_receiving_address')}
            autoComplete="street-address"
            required
            error={errors.receivingAddress?.message}
            {...register('receivingAddress', {
              validate: (value) => value.trim() !== '' || t('points_field_required'),
            })}
          />
          <TextField
            label={t('points_mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            error={errors.mobileNum?.message}
            {...register('mobileNum', {
              validate: (value) => value.trim() !== '' || t('points_field_required'),
            })}
          />
          <p className={styles.total}>
            {t('points_redeem_total', { points: total === null ? '-' : formats.points(total) })}
          </p>
          {alert ? (
            <p className={styles.failure} role="alert">
              {alert}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('points_cancel')}
            </Button>
            <Button type="submit" busy={confirm.busy}>
              {t('points_redeem_confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
