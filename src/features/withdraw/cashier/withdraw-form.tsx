import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CentreLink } from '@/components/centre-layout/centre-link';
import { AmountField, FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { MoneyConfirm } from '@/components/money-form/money-confirm';
import { SmsCodeField } from '@/components/money-form/sms-code-field';
import type { MemberInfo } from '@/api';
import type { TranslationKey } from '@/i18n';
import { useSiteFlags } from '@/core/site-config';
import { useRefreshMoney } from '@/core/money-keys';
import { useMoneyFailure } from '@/core/money-failure';
import { checkAmount, type AmountProblem } from '@/core/money-form/amount-limits';
import { fieldRules } from '@/core/money-form/field-rules';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { useSmsCode } from '@/core/money-form/use-sms-code';
import { centsOf } from '@/core/money-input';
import { useMoneyFormat } from '@/core/money-format';
import type { BankCard } from '../withdraw-accounts';
import { needsSmsCode, type WithdrawSettings } from '../withdraw-settings';
import { requestWithdrawal, returnGameBalances } from './withdraw';
import { useWithdrawFee } from './withdraw-fee';
import { readWithdrawRefusal, type WithdrawRefusal } from './withdraw-refusal';
import { RefusalNote } from './refusal-note';
import { ceilingOf, type WithdrawLimits } from './withdrawable';
import { WithdrawResult } from './withdraw-result';
import styles from '../withdraw.module.css';

/** The site flag under which a withdrawal goes without the withdraw password (71034253453). */
export const NO_PASSWORD_FLAG = 'WDRAWNOPASSVERIF3';

interface WithdrawValues {
  amount: string;
  password: string;
  smsCode: string;
}

const empty: WithdrawValues = { amount: '', password: '', smsCode: '' };

/** The mock's and the gateway's own refusals the sources do not list: the money changed under the member. */
const messageByCode: Readonly<Record<string, TranslationKey>> = {
  'withdraw.balance.insufficient': 'withdraw_balance_insufficient',
  'withdraw.bankCard.invalid': 'withdraw_account_invalid',
};
const staleCodes = new Set(Object.keys(messageByCode));

const amountKeys: Record<AmountProblem, TranslationKey> = {
  required: 'withdraw_amount_required',
  format: 'withdraw_amount_format',
  belowMin: 'withdraw_amount_below_min',
  aboveMax: 'withdraw_amount_above_max',
  aboveBalance: 'withdraw_amount_above_balance',
};

interface WithdrawFormProps {
  settings: WithdrawSettings;
  limits: WithdrawLimits;
  card: BankCard | undefined;
  member: MemberInfo;
  singleWallet: boolean;
}

const reais = (typed: string) => {
  const cents = centsOf(typed);
  return cents === null ? null : cents / 100;
};

/**
 * The withdrawal: amount (or one of the site's fixed amounts), the withdraw password unless the site goes
 * without, an SMS code where the rule asks; the fee as the amount is typed; a last look at amount, fee and
 * what arrives; then one sealed request. Each refusal names its cause, every field kept but a wrong password.
 */
export function WithdrawForm({ settings, limits, card, member, singleWallet }: WithdrawFormProps) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const headingId = useId();
  const refreshMoney = useRefreshMoney();
  const flags = useSiteFlags();
  const withPassword = flags[NO_PASSWORD_FLAG] !== true;
  const sms = useSmsCode('withdraw');
  const [refusal, setRefusal] = useState<WithdrawRefusal | null>(null);
  const ceiling = ceilingOf(limits);
  const fixedOnly =
    settings.fixedAmountFlag && settings.amountLimitFlag && settings.fixedWithdrawAmounts.length > 0;
  const text = useMemo(
    () => ({ min: money(limits.min), max: money(ceiling), balance: money(limits.withdrawable) }),
    [limits, ceiling, money],
  );
  const schema = useMemo(
    () =>
      fieldRules<WithdrawValues>({
        amount: (typed) => {
          const checked = checkAmount(typed, {
            min: limits.min,
            max: limits.max,
            available: limits.withdrawable,
          });
          if (checked.problem) return t(amountKeys[checked.problem], text);
          if (!settings.allowDecimal && checked.cents % 100 !== 0) return t('withdraw_amount_whole');
          if (fixedOnly && !settings.fixedWithdrawAmounts.includes(checked.cents / 100))
            return t('withdraw_amount_fixed_only');
          return null;
        },
        password: (typed) => (withPassword && typed === '' ? t('withdraw_password_required') : null),
        smsCode: (typed, values) =>
          needsSmsCode(settings, reais(values.amount)) && typed.trim() === ''
            ? t('withdraw_sms_required')
            : null,
      }),
    [t, limits, text, settings, fixedOnly, withPassword],
  );
  const withdrawal = useMoneyForm({
    schema,
    defaultValues: empty,
    firstField: 'amount',
    confirmFirst: true,
    blocked: () => (card ? null : t('withdraw_account_missing')),
    send: async (values) => {
      setRefusal(null);
      if (singleWallet) {
        await returnGameBalances(member.id);
        await refreshMoney();
      }
      try {
        await requestWithdrawal({
          amount: reais(values.amount) ?? 0,
          bankCardId: card?.bankCardId ?? '',
          password: withPassword ? values.password : '',
          verificationCode: needsSmsCode(settings, reais(values.amount)) ? values.smsCode.trim() : undefined,
        });
      } catch (error) {
        const cause = readWithdrawRefusal(error);
        if (cause?.kind === 'password') withdrawal.form.setValue('password', '');
        if (cause && cause.kind !== 'password' && cause.kind !== 'smsCode') setRefusal(cause);
        throw error;
      }
      return { amount: reais(values.amount) ?? 0, fee: fee.fee, card };
    },
    afterSend: refreshMoney,
    failure: useMoneyFailure(messageByCode, staleCodes),
    refusals: {
      'invalid.payment.pw': { field: 'password', message: t('withdraw_password_wrong') },
      'verification.code.invalid': { field: 'smsCode', message: t('withdraw_sms_wrong') },
    },
    resetOnDone: true,
  });
  const { register, setValue, watch, formState } = withdrawal.form;
  const { errors } = formState;
  const typed = reais(watch('amount'));
  const fee = useWithdrawFee(typed !== null && typed >= limits.min ? typed : null);
  const asksSms = needsSmsCode(settings, typed);
  const verified = member.mobileVerified === true;
  const mobileMissing = settings.mobileVerificationType !== 'NONE' && !verified;
  const step = withdrawal.step;

  if (step.kind === 'confirm') {
    const amount = reais(step.values.amount) ?? 0;
    const charged = fee.fee ?? 0;
    return (
      <section className={styles.card} aria-labelledby={headingId}>
        <h4 id={headingId} className={styles.cardTitle}>
          {t('withdraw_form_title')}
        </h4>
        <MoneyConfirm
          title={t('withdraw_confirm_title')}
          question={t('withdraw_confirm_question', {
            amount: money(amount),
            bank: card?.bankName ?? '',
            number: card?.cardNumber ?? '',
          })}
          note={t('withdraw_confirm_figures', {
            fee: fee.fee === null ? t('withdraw_fee_unknown') : money(charged),
            arrives: money(Math.max(0, amount - charged)),
          })}
          backLabel={t('withdraw_back')}
          confirmLabel={t('withdraw_confirm')}
          busy={withdrawal.busy}
          onBack={withdrawal.toForm}
          onConfirm={() => void withdrawal.confirm()}
        />
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_form_title')}
      </h4>
      {mobileMissing ? (
        <p className={`${styles.note} ${styles.warning}`}>
          {t('withdraw_bind_mobile')}{' '}
          <CentreLink page="securityCenter">{t('withdraw_bind_mobile_link')}</CentreLink>
        </p>
      ) : null}
      <form
        className={styles.withdrawForm}
        onSubmit={withdrawal.submit}
        aria-labelledby={headingId}
        noValidate
      >
        {settings.fixedAmountFlag && settings.fixedWithdrawAmounts.length > 0 ? (
          <div className={styles.fixedAmounts} role="group" aria-label={t('withdraw_fixed_amounts')}>
            {settings.fixedWithdrawAmounts.map((value) => (
              <Button
                key={value}
                size="sm"
                variant="secondary"
                onClick={() => setValue('amount', value.toFixed(2), { shouldValidate: false })}
              >
                {money(value)}
              </Button>
            ))}
          </div>
        ) : null}
        <AmountField
          label={t('withdraw_amount')}
          hint={t('withdraw_amount_hint', { min: text.min, max: text.max })}
          error={errors.amount?.message}
          readOnly={fixedOnly}
          after={
            <Button
              variant="secondary"
              className={styles.maxButton}
              disabled={ceiling < limits.min || fixedOnly}
              onClick={() => setValue('amount', ceiling.toFixed(2), { shouldValidate: false })}
            >
              {t('withdraw_max_button')}{' '}
              <span className="visually-hidden">{t('withdraw_max_button_more')}</span>
            </Button>
          }
          {...register('amount')}
        />
        <p className={styles.fee} aria-live="polite">
          {typed === null || typed < limits.min
            ? t('withdraw_fee_after_amount')
            : fee.failed
              ? t('withdraw_fee_failed')
              : fee.fee === null
                ? t('withdraw_fee_checking')
                : t('withdraw_fee_line', {
                    fee: fee.fee === 0 ? t('withdraw_fee_free') : money(fee.fee),
                    arrives: money(Math.max(0, typed - fee.fee)),
                  })}
        </p>
        {withPassword ? (
          <WithdrawPasswordField
            label={t('withdraw_password')}
            error={errors.password?.message}
            {...register('password')}
          />
        ) : null}
        {asksSms && verified ? (
          <SmsCodeField
            left={sms.left}
            busy={sms.busy}
            hint={sms.sent ? t('withdraw_sms_sent', { mobile: member.mobile ?? '' }) : t('withdraw_sms_hint')}
            error={errors.smsCode?.message ?? (sms.failure ? t('withdraw_sms_send_failed') : undefined)}
            onSend={() => sms.send({ countryDialingCode: member.countryDialingCode ?? '' })}
            {...register('smsCode')}
          />
        ) : null}
        <p className={styles.destination}>
          {card
            ? t('withdraw_destination', { bank: card.bankName, number: card.cardNumber })
            : t('withdraw_destination_none')}
        </p>
        <Button type="submit" block disabled={asksSms && !verified}>
          {t('withdraw_submit')}
        </Button>
        {refusal ? (
          <RefusalNote refusal={refusal} />
        ) : (
          <FormAlert text={withdrawal.alert} className={styles.failure} />
        )}
      </form>
      <div role="status" className={styles.resultSlot}>
        {step.kind === 'done' ? <WithdrawResult {...step.answer} /> : null}
      </div>
    </section>
  );
}
