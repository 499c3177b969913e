import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { MoneyConfirm } from '@/components/money-form/money-confirm';
import { AmountField, FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { Spinner } from '@/components/spinner/spinner';
import { useBalance } from '@/core';
import { useActionFailure } from '@/core/action-failure';
import { centsOf } from '@/core/money-input';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { useMoneyFormat } from '@/core/money-format';
import { useTranslate } from '@/core/use-translate';
import type { TranslationKey } from '@/i18n';
import { useRefreshTeam } from './team-members';
import { TRANSFER_MAX, TRANSFER_MIN, transferSchema, type TransferValues } from './transfer-rules';
import { sendToSeveral, useSubordinateSimple } from './transfer-to-several';
import styles from './team.module.css';

const messageByCode: Record<string, TranslationKey> = {
  'member.withdrawPassword.incorrect': 'agent_transfer_password_wrong',
  'downline.amount.invalid': 'agent_transfer_refused',
  'downline.balance.insufficient': 'agent_several_insufficient',
  'agent.downline.notDirect': 'agent_transfer_not_direct',
};

const refusals: Record<string, keyof TransferValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'downline.amount.invalid': 'amount',
  'downline.balance.insufficient': 'amount',
};

const staleCodes = new Set(['downline.balance.insufficient']);

const empty: TransferValues = { amount: '', withdrawPassword: '' };

/**
 * One amount to each of several direct downlines (where the site offers it): the downlines ticked from the
 * short list, the amount each and the withdraw password, then a confirmation naming them all and the sum.
 */
export function SeveralTransfer({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { money } = useMoneyFormat();
  const main = useBalance().data?.balance.find((w) => w.kind === 'main')?.availBalance;
  const downlines = useSubordinateSimple();
  const refreshTeam = useRefreshTeam();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  // Said before the confirmation: nobody ticked, nothing to confirm.
  const [noneChosen, setNoneChosen] = useState(false);
  const schema = useMemo(
    () =>
      transferSchema(translate, main, money, (amount) => translate('agent_transfer_amount_over', { amount })),
    [translate, main, money],
  );
  const transfer = useMoneyForm({
    schema,
    defaultValues: empty,
    firstField: 'amount',
    confirmFirst: true,
    focusOnStart: false,
    send: (values) =>
      sendToSeveral({
        accounts: chosen,
        amount: (centsOf(values.amount) ?? 0) / 100,
        withdrawPassword: values.withdrawPassword,
      }),
    afterSend: async (done) => {
      await refreshTeam().catch(() => undefined);
      onDone(
        t('agent_several_done', {
          amount: money(done.amount),
          accounts: done.accounts.join(', '),
          total: money(done.total),
          reference: done.referenceNo,
        }),
      );
    },
    failure: useActionFailure({
      messages: messageByCode,
      reread: refreshTeam,
      lostKey: 'agent_transfer_lost',
      staleCodes,
    }),
    refusals,
  });
  const { register, formState } = transfer.form;
  const { errors } = formState;
  const { step } = transfer;

  if (step.kind === 'done') return null;
  if (step.kind === 'confirm') {
    const each = (centsOf(step.values.amount) ?? 0) / 100;
    return (
      <MoneyConfirm
        className={styles.transfer}
        titleClassName={styles.transferTitle}
        title={t('agent_transfer_confirm_title')}
        question={t('agent_several_question', {
          amount: money(each),
          accounts: chosen.join(', '),
          total: money(each * chosen.length),
        })}
        backLabel={t('agent_transfer_back')}
        confirmLabel={t('agent_transfer_confirm')}
        busy={transfer.busy}
        onBack={transfer.toForm}
        onConfirm={transfer.confirm}
      />
    );
  }
  const toggle = (account: string, on: boolean) => {
    setNoneChosen(false);
    setChosen((now) => (on ? [...now, account] : now.filter((a) => a !== account)));
  };
  return (
    <form
      className={styles.transfer}
      noValidate
      aria-labelledby="agent-several-heading"
      onSubmit={(e) => {
        if (chosen.length > 0) {
          transfer.submit(e);
          return;
        }
        e.preventDefault();
        setNoneChosen(true);
      }}
    >
      <h4 id="agent-several-heading" className={styles.transferTitle}>
        {t('agent_several_heading')}
      </h4>
      {main !== undefined ? (
        <p className={styles.muted}>{t('agent_transfer_balance', { amount: money(main) })}</p>
      ) : null}
      {downlines.isPending ? (
        <Spinner label={t('common_loading')} />
      ) : (
        <fieldset className={styles.choices}>
          <legend>{t('agent_several_choose')}</legend>
          {(downlines.data ?? []).map((d) => (
            <label key={d.account} className={styles.choice}>
              <input
                type="checkbox"
                checked={chosen.includes(d.account)}
                onChange={(e) => toggle(d.account, e.target.checked)}
              />
              {d.nickname && d.nickname !== d.account ? `${d.account} (${d.nickname})` : d.account}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.fields}>
        <AmountField
          label={t('agent_several_amount')}
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
      <FormAlert
        text={noneChosen ? t('agent_several_none_chosen') : transfer.alert}
        className={styles.failure}
      />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('agent_transfer_cancel')}
        </Button>
        <Button type="submit">{t('agent_transfer_continue')}</Button>
      </div>
    </form>
  );
}
