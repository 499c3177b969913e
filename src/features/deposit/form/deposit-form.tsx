import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { AmountField } from '@/components/money-form/money-fields';
import { depositAllowance, useSaferGambling } from '@/core/api/safer-gambling';
import { useMoneyFailure } from '@/core/money-failure';
import { useMoneyFormat } from '@/core/money-format';
import { centsOf } from '@/core/money-input';
import { languageEntry } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { formatZonedTime } from '@/lib/record-format';
import type { DepositMethod } from '../channels/payment-channels';
import { depositMessageByCode } from '../deposit-failures';
import { usePlaceDeposit, type PlacedDeposit } from '../order/place-deposit';
import { openPaymentTab, showPaymentPage } from '../order/payment-tab';
import { relayOf } from '../order/deposit-relays';
import { useDepositPromotions } from '../promotions/deposit-promotions';
import { PromotionChoice } from '../promotions/promotion-choice';
import { AmountPresets } from './amount-presets';
import { ChannelPicker } from './channel-picker';
import { decimalMarkOf, presetText } from './deposit-amount';
import { channelOf, depositSchema, type DepositValues } from './deposit-schema';
import { MethodPicker } from './method-picker';
import styles from '../deposit.module.css';

/** The currency's sign beside the amount, on the side the site writes it; shown, not read out (the label says it). */
function currencyBox(symbol: string | null) {
  return symbol ? (
    <span className={styles.currency} aria-hidden="true">
      {symbol}
    </span>
  ) : null;
}

/** The amount once the member has stopped typing for a moment: promotions are asked for that one. */
function useSettledCents(typed: string): number | null {
  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(centsOf(typed)), 400);
    return () => window.clearTimeout(timer);
  }, [typed]);
  return settled;
}

/**
 * A new deposit: the method, its channel, the amount (typed, or one of the channel's amounts), the payer's
 * name where the channel asks it, a promotion where the amount earns one; one order per submit however
 * fast the clicks come. A refusal keeps everything as typed and says why.
 */
export function DepositForm({
  methods,
  onPlaced,
}: {
  methods: readonly DepositMethod[];
  onPlaced: (placed: PlacedDeposit) => void;
}) {
  const { t, i18n } = useTranslation();
  const { money, locale, sign } = useMoneyFormat();
  const mark = decimalMarkOf(languageEntry(i18n.language)?.tag ?? 'en');
  const placeDeposit = usePlaceDeposit();
  const failureMessage = useMoneyFailure(depositMessageByCode);
  const [failure, setFailure] = useState<string | null>(null);
  // Query answers keep their identity while unchanged, so the schema is rebuilt only when the limits move.
  const limits = useSaferGambling().data?.limits;
  const allowance = useMemo(() => depositAllowance(limits ?? []), [limits]);
  const schema = useMemo(
    () => depositSchema(t, methods, { money, time: (text) => formatZonedTime(text, locale) }, allowance),
    [t, methods, money, locale, allowance],
  );
  const first = methods[0];
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<DepositValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      methodCode: first?.code ?? '',
      vendorId: first?.channels[0]?.vendorId ?? '',
      amount: '',
      name: '',
      promotionId: '',
    },
  });
  const [methodCode, vendorId, amount] = useWatch({ control, name: ['methodCode', 'vendorId', 'amount'] });
  const method = methods.find((m) => m.code === methodCode);
  const channel = channelOf(methods, methodCode, vendorId);

  // A new method starts on its first channel: a vendor of another method is no choice here.
  useEffect(() => {
    if (method && !method.channels.some((c) => c.vendorId === vendorId)) {
      setValue('vendorId', method.channels[0]?.vendorId ?? '');
    }
  }, [method, vendorId, setValue]);

  const settledCents = useSettledCents(amount);
  const promotions = useDepositPromotions(settledCents === null ? null : settledCents / 100);

  const submit = useExclusiveAction(
    handleSubmit(async (values) => {
      setFailure(null);
      const picked = channelOf(methods, values.methodCode, values.vendorId);
      if (!picked) return;
      // Opened now, while the click still counts, so a popup blocker lets the gateway's page through.
      const tab = relayOf(values.methodCode)?.step === 'launch' ? openPaymentTab() : null;
      try {
        const placed = await placeDeposit({
          methodCode: values.methodCode,
          channel: picked,
          cents: centsOf(values.amount) ?? 0,
          promotionId: values.promotionId || null,
          name: values.name,
        });
        if (placed.step === 'launch') showPaymentPage(tab, placed.answer.redirectUrl);
        onPlaced(placed);
      } catch (error) {
        tab?.close();
        // A lost answer may still have made an order: the money and records are read again first.
        setFailure(await failureMessage(error));
      }
    }),
  );

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit.run} noValidate>
      <MethodPicker methods={methods} field={register('methodCode')} error={errors.methodCode?.message} />
      {method && method.message ? <p className={styles.note}>{method.message}</p> : null}
      {method ? (
        <ChannelPicker
          channels={method.channels}
          field={register('vendorId', { deps: isSubmitted ? ['amount', 'name'] : [] })}
          error={errors.vendorId?.message}
        />
      ) : null}
      <div className={styles.amountBlock}>
        <AmountField
          label={t('deposit_amount')}
          className={styles.amountField}
          before={currencyBox(sign?.before ? sign.symbol : null)}
          after={currencyBox(sign && !sign.before ? sign.symbol : null)}
          readOnly={channel?.fixedOnly}
          hint={
            channel
              ? channel.fixedOnly
                ? t('deposit_amount_hint_fixed')
                : t('deposit_amount_hint', { min: money(channel.min), max: money(channel.max) })
              : undefined
          }
          error={errors.amount?.message}
          {...register('amount')}
        />
        <AmountPresets
          presets={channel?.presets ?? []}
          current={centsOf(amount)}
          onPick={(preset) =>
            setValue('amount', presetText(preset, mark), { shouldDirty: true, shouldValidate: isSubmitted })
          }
        />
      </div>
      {channel?.asksName ? (
        <TextField
          label={t('deposit_payer_name')}
          hint={t('deposit_payer_name_hint')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
      ) : null}
      <PromotionChoice promotions={promotions.data ?? []} field={register('promotionId')} />
      <Button type="submit" size="lg" block busy={submit.busy}>
        {t('deposit_submit')}
      </Button>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <p className={styles.note}>{t('deposit_form_note')}</p>
    </form>
  );
}
