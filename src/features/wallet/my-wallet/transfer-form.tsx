import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { formatMoney } from '@/lib/money';
import { languageEntry, type TranslationKey } from '@/i18n';
import { useMoneyFailure } from '@/core/money-failure';
import { useExclusiveAction } from '@/lib/pending-action';
import { transferBetweenWallets } from './wallet-transfer';
import { centsOf } from '@/core/money-input';
import { MAIN_WALLET, type WalletLine } from './wallet-lines';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from './my-wallet.module.css';

/** Server codes with a message of our own (the mock's codes, mocks/README.md). */
const messageByCode: Record<string, TranslationKey> = {
  'transfer.balance.insufficient': 'centre_transfer_insufficient',
  'transfer.amount.invalid': 'centre_amount_invalid',
  'transfer.account.invalid': 'centre_transfer_same',
};

interface TransferValues {
  from: string;
  to: string;
  amount: string;
}

/**
 * A transfer between two of the member's wallets, and "all to main" in one action. One request per click
 * however fast it comes; a refusal keeps every field as typed.
 */
export function TransferForm({
  wallets,
  symbol,
  onDone,
}: {
  wallets: readonly WalletLine[];
  symbol: string;
  onDone: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const failureMessage = useMoneyFailure(messageByCode);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const firstGame = wallets.find((w) => w.id !== MAIN_WALLET)?.id ?? MAIN_WALLET;
  const {
    register,
    handleSubmit,
    control,
    setError,
    resetField,
    formState: { errors },
  } = useForm<TransferValues>({ defaultValues: { from: firstGame, to: MAIN_WALLET, amount: '' } });
  const fromId = useWatch({ control, name: 'from' });
  const from = wallets.find((w) => w.id === fromId);
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const money = (amount: number) => formatMoney(amount, locale, symbol);

  const transfer = useExclusiveAction(
    handleSubmit(async (values) => {
      setOutcome(null);
      const cents = centsOf(values.amount);
      if (values.from === values.to) {
        setError('to', { message: t('centre_transfer_same') });
        return;
      }
      if (cents === null) {
        setError('amount', { message: t('centre_amount_invalid') });
        return;
      }
      const available = Math.round((from?.amount ?? 0) * 100);
      if (cents > available) {
        setError('amount', { message: t('centre_amount_over', { max: money(available / 100) }) });
        return;
      }
      try {
        await transferBetweenWallets({
          fromAccountTypeId: values.from,
          toAccountTypeId: values.to,
          amount: cents / 100,
        });
        resetField('amount');
        const target = wallets.find((w) => w.id === values.to)?.name ?? '';
        setOutcome({
          ok: true,
          text: t('centre_transfer_done', { amount: money(cents / 100), wallet: target }),
        });
        await onDone();
      } catch (error) {
        // A lost answer may still have moved the money: what the wallets hold now is read before a retry.
        setOutcome({ ok: false, text: await failureMessage(error) });
        await onDone();
      }
    }),
  );

  const outside = wallets.filter((w) => w.id !== MAIN_WALLET && w.amount > 0);
  const allToMain = useExclusiveAction(async () => {
    setOutcome(null);
    try {
      for (const source of outside) {
        await transferBetweenWallets({
          fromAccountTypeId: source.id,
          toAccountTypeId: MAIN_WALLET,
          amount: source.amount,
        });
      }
      setOutcome({ ok: true, text: t('centre_all_to_main_done') });
    } catch (error) {
      setOutcome({ ok: false, text: await failureMessage(error) });
    } finally {
      await onDone();
    }
  });

  return (
    <section className={centre.card} aria-labelledby="centre-transfer">
      <div className={centre.securityRow}>
        <h4 id="centre-transfer" className={centre.cardTitle}>
          {t('centre_transfer')}
        </h4>
        <Button
          size="sm"
          variant="secondary"
          onClick={allToMain.run}
          busy={allToMain.busy}
          disabled={outside.length === 0 || transfer.busy}
        >
          {t('centre_all_to_main')}
        </Button>
      </div>
      <form className={styles.transfer} onSubmit={transfer.run} noValidate>
        <label className={styles.selectField}>
          <span>{t('centre_transfer_from')}</span>
          <select {...register('from')} className={styles.select}>
            {wallets.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name} · {money(w.amount)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.selectField}>
          <span>{t('centre_transfer_to')}</span>
          <select {...register('to')} className={styles.select} aria-invalid={errors.to ? true : undefined}>
            {wallets.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
          {errors.to ? <span className={styles.fieldError}>{errors.to.message}</span> : null}
        </label>
        <TextField
          label={t('centre_amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={t('centre_amount_range', { min: money(0.01), max: money(from?.amount ?? 0) })}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Button type="submit" busy={transfer.busy} disabled={allToMain.busy}>
          {t('centre_transfer_submit')}
        </Button>
      </form>
      {outcome ? (
        <p className={outcome.ok ? styles.success : styles.failure} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
