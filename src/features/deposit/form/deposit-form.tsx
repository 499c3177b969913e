import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from './deposit-channels';
import { Button } from '@/components/button/button';
import { AmountField } from '@/components/money-form/money-fields';
import { depositAllowance, useSaferGambling } from '@/core/api/safer-gambling';
import { formatZonedTime } from '@/lib/record-format';
import { languageEntry } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { useCreateDepositOrder } from './create-deposit-order';
import { depositMessageByCode } from '../deposit-failures';
import { decimalMarkOf, presetText } from './deposit-amount';
import { depositSchema, type DepositValues } from './deposit-schema';
import { useMoneyFailure } from '@/core/money-failure';
import { centsOf } from '@/core/money-input';
import { AmountPresets } from './amount-presets';
import { ChannelPicker } from './channel-picker';
import { useMoneyFormat } from '@/core/money-format';
import styles from '../deposit.module.css';

/** The currency's sign beside the amount, on the side the site writes it; shown, not read out (the label says it). */
function currencyBox(symbol: string | null) {
  return symbol ? (
    <span className={styles.currency} aria-hidden="true">
      {symbol}
    </span>
  ) : null;
}

/**
 * A new deposit: the channel, the amount (typed or a preset within the channel's limits), and one order
 * per submit however fast the clicks come. A refusal keeps everything as typed and says why.
 */
export function DepositForm({
  channels,
  onCreated,
  focusOnMount = false,
}: {
  channels: readonly DepositChannel[];
  onCreated: (orderNo: string) => void;
  /** Set when the member comes back from an order: focus lands on the method they had chosen. */
  focusOnMount?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { money, locale, sign } = useMoneyFormat();
  const mark = decimalMarkOf(languageEntry(i18n.language)?.tag ?? 'en');
  const createOrder = useCreateDepositOrder();
  const failureMessage = useMoneyFailure(depositMessageByCode);
  const [failure, setFailure] = useState<string | null>(null);
  // Query answers keep their identity while unchanged, so the schema is rebuilt only when the limits move.
  const limits = useSaferGambling().data?.limits;
  const allowance = useMemo(() => depositAllowance(limits ?? []), [limits]);
  const schema = useMemo(
    () => depositSchema(t, channels, { money, time: (text) => formatZonedTime(text, locale) }, allowance),
    [t, channels, money, locale, allowance],
  );
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<DepositValues>({
    resolver: zodResolver(schema),
    defaultValues: { channelId: channels[0]?.channelId ?? '', amount: '' },
  });
  const channelId = useWatch({ control, name: 'channelId' });
  const amount = useWatch({ control, name: 'amount' });
  const channel = channels.find((c) => c.channelId === channelId);

  const methods = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) methods.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [focusOnMount]);

  const submit = useExclusiveAction(
    handleSubmit(async (values) => {
      setFailure(null);
      const cents = centsOf(values.amount) ?? 0;
      try {
        const order = await createOrder({ channelId: values.channelId, amount: cents / 100 });
        onCreated(order.orderNo);
      } catch (error) {
        // A lost answer may still have made an order: the money and records are read again first.
        setFailure(await failureMessage(error));
      }
    }),
  );

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit.run} noValidate>
      <div ref={methods}>
        <ChannelPicker
          channels={channels}
          field={register('channelId', { deps: isSubmitted ? ['amount'] : [] })}
          error={errors.channelId?.message}
        />
      </div>
      <div className={styles.amountBlock}>
        <AmountField
          label={t('deposit_amount')}
          className={styles.amountField}
          before={currencyBox(sign?.before ? sign.symbol : null)}
          after={currencyBox(sign && !sign.before ? sign.symbol : null)}
          hint={
            channel
              ? t('deposit_amount_hint', { min: money(channel.minAmount), max: money(channel.maxAmount) })
              : undefined
          }
          error={errors.amount?.message}
          {...register('amount')}
        />
        <AmountPresets
          presets={channel?.presetAmounts ?? []}
          current={centsOf(amount)}
          onPick={(preset) =>
            setValue('amount', presetText(preset, mark), { shouldDirty: true, shouldValidate: isSubmitted })
          }
        />
      </div>
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
