import { useMemo, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionOutcome, type Outcome } from '@/components/action-outcome/action-outcome';
import { Button } from '@/components/button/button';
import { AmountField } from '@/components/money-form/money-fields';
import type { TranslationKey } from '@/i18n';
import { useMoneyFormat } from '@/core/money-format';
import { useMoneyFailure } from '@/core/money-failure';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { useTranslate } from '@/core/use-translate';
import { useExclusiveAction } from '@/lib/pending-action';
import { transferBetweenWallets } from './wallet-transfer';
import { centsOf } from '@/core/money-input';
import { mainWalletOf, type WalletLine } from './wallet-lines';
import { transferSchema, type TransferValues } from './transfer-schema';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from './my-wallet.module.css';

/** Server codes with a message of our own (the mock's codes, mocks/README.md). */
const messageByCode: Record<string, TranslationKey> = {
  'transfer.balance.insufficient': 'centre_transfer_insufficient',
  'transfer.amount.invalid': 'centre_amount_invalid',
  'transfer.account.invalid': 'centre_transfer_same',
};

/**
 * A transfer between two of the member's wallets, and "all to main" in one action. One request per click
 * however fast it comes; a refusal keeps every field as typed. One line under the form says how the action
 * run last went.
 */
export function TransferForm({
  wallets,
  onDone,
}: {
  wallets: readonly WalletLine[];
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const explain = useMoneyFailure(messageByCode);
  const { money } = useMoneyFormat();
  const schema = useMemo(() => transferSchema(translate, wallets, money), [translate, wallets, money]);
  const main = mainWalletOf(wallets)?.id ?? '';
  const firstGame = wallets.find((w) => w.kind === 'game')?.id ?? main;
  const [lastAction, setLastAction] = useState<'transfer' | 'allToMain'>('transfer');
  const [allToMainOutcome, setAllToMainOutcome] = useState<Outcome | null>(null);

  const transfer = useMoneyForm({
    schema,
    defaultValues: { from: firstGame, to: main, amount: '' } satisfies TransferValues,
    firstField: 'amount',
    confirmFirst: false,
    send: (values) =>
      transferBetweenWallets({
        fromAccountTypeId: values.from,
        toAccountTypeId: values.to,
        amount: (centsOf(values.amount) ?? 0) / 100,
      }),
    // The wallets chosen stay; only the amount is emptied.
    afterSend: () => {
      transfer.form.resetField('amount');
      return onDone();
    },
    // A lost answer may still have moved the money: what the wallets hold now is read before a retry.
    failure: async (error) => {
      const text = await explain(error);
      await onDone();
      return text;
    },
  });
  const { register, control, formState } = transfer.form;
  const { errors } = formState;
  const fromId = useWatch({ control, name: 'from' });
  const from = wallets.find((w) => w.id === fromId);

  const outside = wallets.filter((w) => w.kind === 'game' && w.amount > 0);
  const allToMain = useExclusiveAction(async () => {
    setLastAction('allToMain');
    setAllToMainOutcome(null);
    try {
      for (const source of outside) {
        await transferBetweenWallets({
          fromAccountTypeId: source.id,
          toAccountTypeId: main,
          amount: source.amount,
        });
      }
      setAllToMainOutcome({ ok: true, text: t('centre_all_to_main_done') });
    } catch (error) {
      setAllToMainOutcome({ ok: false, text: await explain(error) });
    } finally {
      await onDone();
    }
  });

  const submit = (event: FormEvent) => {
    setLastAction('transfer');
    return transfer.submit(event);
  };

  const { step } = transfer;
  const transferOutcome: Outcome | null =
    step.kind === 'done'
      ? {
          ok: true,
          text: t('centre_transfer_done', {
            amount: money((centsOf(step.values.amount) ?? 0) / 100),
            wallet: wallets.find((w) => w.id === step.values.to)?.name ?? '',
          }),
        }
      : transfer.alert
        ? { ok: false, text: transfer.alert }
        : null;
  const outcome = lastAction === 'transfer' ? transferOutcome : allToMainOutcome;

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
      <form className={styles.transfer} onSubmit={submit} noValidate>
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
        <AmountField
          label={t('centre_amount')}
          hint={t('centre_amount_range', { min: money(0.01), max: money(from?.amount ?? 0) })}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Button type="submit" busy={transfer.busy} disabled={allToMain.busy}>
          {t('centre_transfer_submit')}
        </Button>
      </form>
      <ActionOutcome outcome={outcome} classNames={{ ok: styles.success, failed: styles.failure }} />
    </section>
  );
}
