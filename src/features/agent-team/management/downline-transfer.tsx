import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from './team-members';
import { Button } from '@/components/button/button';
import { MoneyConfirm } from '@/components/money-form/money-confirm';
import { AmountField, FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { useBalance } from '@/core';
import { useActionFailure } from '@/core/action-failure';
import { centsOf } from '@/core/money-input';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { useTranslate } from '@/core/use-translate';
import type { TranslationKey } from '@/i18n';
import { useRefreshTeam } from './team-members';
import { sendDownlineMove, type Direction } from './transfer-to-downline';
import { TRANSFER_MAX, TRANSFER_MIN, transferSchema, type TransferValues } from './transfer-rules';
import { useMoneyFormat } from '@/core/money-format';
import styles from './team.module.css';

/** Server codes with a message of our own (mocks/README.md, registration and team management). */
const messageByCode: Record<string, TranslationKey> = {
  'member.withdrawPassword.incorrect': 'agent_transfer_password_wrong',
  'downline.amount.invalid': 'agent_transfer_refused',
  'downline.balance.insufficient': 'agent_transfer_insufficient',
  'downline.collect.insufficient': 'agent_collect_insufficient',
  'agent.downline.notDirect': 'agent_transfer_not_direct',
};

/** Refusals about one field are said on it, and it takes the focus when the form comes back. */
const refusals: Record<string, keyof TransferValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'downline.amount.invalid': 'amount',
  'downline.balance.insufficient': 'amount',
  'downline.collect.insufficient': 'amount',
};

/** The out-of-date refusals: the balances are read again before they are said. */
const staleCodes = new Set(['downline.balance.insufficient', 'downline.collect.insufficient']);

/** The words of each way: a transfer to the downline, or a collection from it. */
const wording = {
  send: {
    heading: 'agent_transfer_heading',
    confirmTitle: 'agent_transfer_confirm_title',
    question: 'agent_transfer_question',
    confirm: 'agent_transfer_confirm',
    done: 'agent_transfer_done',
    lost: 'agent_transfer_lost',
  },
  collect: {
    heading: 'agent_collect_heading',
    confirmTitle: 'agent_collect_confirm_title',
    question: 'agent_collect_question',
    confirm: 'agent_collect_confirm',
    done: 'agent_collect_done',
    lost: 'agent_collect_lost',
  },
} as const satisfies Record<Direction, Record<string, TranslationKey>>;

const empty: TransferValues = { amount: '', withdrawPassword: '' };

/**
 * A transfer to one direct downline, or a collection from it: the form, then a confirmation naming the
 * downline and the amount (Back keeps every field). What may move is what the paying side holds. Confirm sends one request however fast the clicks come; a refusal brings the form
 * back as typed. Success reads both balances again (the header's and the downline's row) and closes.
 */
export function DownlineTransfer({
  direction,
  downline,
  onDone,
  onCancel,
}: {
  direction: Direction;
  downline: Downline;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { money } = useMoneyFormat();
  const wallets = useBalance().data;
  const main = wallets?.balance.find((w) => w.kind === 'main')?.availBalance;
  const refreshTeam = useRefreshTeam();
  const words = wording[direction];
  const available = direction === 'send' ? main : downline.balance;
  const schema = useMemo(
    () =>
      transferSchema(translate, available, money, (amount) =>
        direction === 'send'
          ? translate('agent_transfer_amount_over', { amount })
          : translate('agent_collect_amount_over', { amount, account: downline.account }),
      ),
    [translate, available, money, direction, downline.account],
  );
  const transfer = useMoneyForm({
    schema,
    defaultValues: empty,
    firstField: 'amount',
    confirmFirst: true,
    focusOnStart: true,
    send: (values) =>
      sendDownlineMove(direction, {
        account: downline.account,
        amount: (centsOf(values.amount) ?? 0) / 100,
        withdrawPassword: values.withdrawPassword,
      }),
    afterSend: async (done) => {
      await refreshTeam().catch(() => undefined);
      onDone(
        t(words.done, {
          amount: money(done.amount),
          account: done.account,
          reference: done.referenceNo,
        }),
      );
    },
    failure: useActionFailure({
      messages: messageByCode,
      reread: refreshTeam,
      lostKey: words.lost,
      staleCodes,
    }),
    refusals,
  });
  const { register, formState } = transfer.form;
  const { errors } = formState;
  const { step } = transfer;

  if (step.kind === 'done') return null;
  if (step.kind === 'confirm') {
    return (
      <MoneyConfirm
        className={styles.transfer}
        titleClassName={styles.transferTitle}
        title={t(words.confirmTitle)}
        question={t(words.question, {
          amount: money((centsOf(step.values.amount) ?? 0) / 100),
          account: downline.account,
          name: downline.nickname || downline.account,
        })}
        backLabel={t('agent_transfer_back')}
        confirmLabel={t(words.confirm)}
        busy={transfer.busy}
        onBack={transfer.toForm}
        onConfirm={transfer.confirm}
      />
    );
  }
  return (
    <form
      className={styles.transfer}
      noValidate
      aria-labelledby="agent-transfer-heading"
      onSubmit={transfer.submit}
    >
      <h4 id="agent-transfer-heading" className={styles.transferTitle}>
        {t(words.heading, { account: downline.account })}
      </h4>
      {direction === 'send' && main !== undefined ? (
        <p className={styles.muted}>{t('agent_transfer_balance', { amount: money(main) })}</p>
      ) : null}
      {direction === 'collect' ? (
        <p className={styles.muted}>
          {t('agent_collect_balance', { account: downline.account, amount: money(downline.balance) })}
        </p>
      ) : null}
      <div className={styles.fields}>
        <AmountField
          label={t('agent_transfer_amount')}
          hint={t('agent_transfer_amount_hint', { min: money(TRANSFER_MIN), max: money(TRANSFER_MAX) })}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <WithdrawPasswordField
          label={t('agent_transfer_password')}
          error={errors.withdrawPassword?.message}
          {...register('withdrawPassword')}
        />
      </div>
      <FormAlert text={transfer.alert} className={styles.failure} />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('agent_transfer_cancel')}
        </Button>
        <Button type="submit">{t('agent_transfer_continue')}</Button>
      </div>
    </form>
  );
}
