import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import type { Downline } from './team-members';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { useBalance } from '@/core';
import { useActionFailure } from '@/core/action-failure';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { useRefreshTeam } from './team-members';
import { sendDownlineTransfer } from './transfer-to-downline';
import {
  TRANSFER_MAX,
  TRANSFER_MIN,
  transferProblems,
  type TransferProblem,
  type TransferValues,
} from './transfer-rules';
import { useMoneyFormat } from '@/core/money-format';
import styles from './team.module.css';

/** Server codes with a message of our own (mocks/README.md, registration and team management). */
const messageByCode: Record<string, TranslationKey> = {
  'member.withdrawPassword.incorrect': 'agent_transfer_password_wrong',
  'downline.amount.invalid': 'agent_transfer_refused',
  'downline.balance.insufficient': 'agent_transfer_insufficient',
  'agent.downline.notDirect': 'agent_transfer_not_direct',
};

/** Refusals about one field are said on it, and it takes the focus when the form comes back. */
const fieldByCode: Record<string, keyof TransferValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'downline.amount.invalid': 'amount',
  'downline.balance.insufficient': 'amount',
};

/** The out-of-date refusal: the balances are read again before it is said. */
const staleCodes = new Set(['downline.balance.insufficient']);

type Step = { kind: 'form' } | { kind: 'confirm'; cents: number };

/**
 * A transfer to one direct downline: the form, then a confirmation naming the downline and the amount (Back
 * keeps every field). Confirm sends one request however fast the clicks come; a refusal brings the form
 * back as typed. Success reads both balances again (the header's and the downline's row) and closes.
 */
export function DownlineTransfer({
  downline,
  onDone,
  onCancel,
}: {
  downline: Downline;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const wallets = useBalance().data;
  const main = wallets?.balance.find((w) => String(w.accountTypeId) === '0')?.availBalance;
  const refreshTeam = useRefreshTeam();
  const failure = useActionFailure({
    messages: messageByCode,
    reread: refreshTeam,
    lostKey: 'agent_transfer_lost',
    staleCodes,
  });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [alert, setAlert] = useState<string | null>(null);
  const focusNext = useRef<keyof TransferValues | null>('amount');
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TransferValues>({ defaultValues: { amount: '', withdrawPassword: '' } });

  useEffect(() => {
    if (step.kind === 'confirm') confirmHeading.current?.focus();
    else if (focusNext.current) {
      setFocus(focusNext.current);
      focusNext.current = null;
    }
  }, [step, setFocus]);

  // A key chosen at run time: i18next's overloads want a literal, so it is named as the catalogue's type.
  const translate = t as unknown as (key: TranslationKey, values: Record<string, string>) => string;
  const describe = (problem: TransferProblem) =>
    translate(
      problem.key,
      Object.fromEntries(Object.entries(problem.amounts ?? {}).map(([name, reais]) => [name, money(reais)])),
    );

  const proceed = handleSubmit((values) => {
    setAlert(null);
    const { cents, problems } = transferProblems(values, main);
    for (const [name, problem] of Object.entries(problems) as [keyof TransferValues, TransferProblem][]) {
      setError(name, { type: 'rule', message: describe(problem) });
    }
    const first = problems.amount ? 'amount' : problems.withdrawPassword ? 'withdrawPassword' : null;
    if (first) setFocus(first);
    else if (cents !== null) setStep({ kind: 'confirm', cents });
  });

  const confirm = useExclusiveAction(async () => {
    if (step.kind !== 'confirm') return;
    setAlert(null);
    try {
      const done = await sendDownlineTransfer({
        account: downline.account,
        amount: step.cents / 100,
        withdrawPassword: getValues('withdrawPassword'),
      });
      await refreshTeam().catch(() => undefined);
      onDone(
        t('agent_transfer_done', {
          amount: money(done.amount),
          account: done.account,
          reference: done.referenceNo,
        }),
      );
    } catch (error) {
      const text = await failure(error);
      const field = isApiError(error) && error.code ? fieldByCode[error.code] : undefined;
      if (field) {
        setError(field, { type: 'server', message: text });
        focusNext.current = field;
      } else setAlert(text);
      setStep({ kind: 'form' });
    }
  });

  const title = t('agent_transfer_heading', { account: downline.account });
  if (step.kind === 'confirm') {
    return (
      <section className={styles.transfer} aria-labelledby="agent-transfer-confirm">
        <h4 id="agent-transfer-confirm" ref={confirmHeading} tabIndex={-1} className={styles.transferTitle}>
          {t('agent_transfer_confirm_title')}
        </h4>
        <p>
          {t('agent_transfer_question', {
            amount: money(step.cents / 100),
            account: downline.account,
            name: downline.nickname || downline.account,
          })}
        </p>
        <div className={styles.actions}>
          <Button
            variant="ghost"
            disabled={confirm.busy}
            onClick={() => {
              focusNext.current = 'amount';
              setStep({ kind: 'form' });
            }}
          >
            {t('agent_transfer_back')}
          </Button>
          <Button onClick={confirm.run} busy={confirm.busy}>
            {t('agent_transfer_confirm')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <form
      className={styles.transfer}
      noValidate
      aria-labelledby="agent-transfer-heading"
      onSubmit={(e) => void proceed(e)}
    >
      <h4 id="agent-transfer-heading" className={styles.transferTitle}>
        {title}
      </h4>
      {main !== undefined ? (
        <p className={styles.muted}>{t('agent_transfer_balance', { amount: money(main) })}</p>
      ) : null}
      <div className={styles.fields}>
        <TextField
          label={t('agent_transfer_amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={t('agent_transfer_amount_hint', { min: money(TRANSFER_MIN), max: money(TRANSFER_MAX) })}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label={t('agent_transfer_password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          error={errors.withdrawPassword?.message}
          {...register('withdrawPassword')}
        />
      </div>
      {alert ? (
        <p className={styles.failure} role="alert">
          {alert}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('agent_transfer_cancel')}
        </Button>
        <Button type="submit">{t('agent_transfer_continue')}</Button>
      </div>
    </form>
  );
}
