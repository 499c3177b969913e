import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { SmsCodeField } from '@/components/money-form/sms-code-field';
import { Spinner } from '@/components/spinner/spinner';
import { failureText } from '@/core/failure-text';
import { useMemberInfo } from '@/core/member-data';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { useSmsCode } from '@/core/money-form/use-sms-code';
import { useTranslate } from '@/core/use-translate';
import type { TranslationKey } from '@/i18n';
import { withdrawAccountsKey } from '../withdraw-accounts';
import type { Bank } from './banks';
import { useBankTemplate } from './bank-template';
import type { BindConfig } from './bind-config';
import { bindCardSchema, type BindCardValues } from './bind-card-rules';
import { normaliseKey, readCardFields, type KeyKind } from './card-fields';
import { submitBankCard } from './bind-bank-card';
import { KeyKindChoice, kindLabelKey } from './key-kind-choice';
import styles from '../withdraw.module.css';
import own from './bank-cards.module.css';

/** Server codes with words of our own (mocks/README.md, bank cards); others say the server's message. */
const messageByCode: Record<string, TranslationKey> = {
  'invalid.payment.pw': 'card_password_wrong',
  'member.withdrawPassword.incorrect': 'card_password_wrong',
  'not.exists.payment.password': 'card_password_none',
  'verification.code.invalid': 'card_sms_wrong',
  'verification.code.required': 'card_sms_required',
  'bankCard.duplicated': 'card_duplicated',
  'bankCard.limit': 'card_limit',
  'bankCard.number.invalid': 'card_number_refused',
  'bankCard.holder.mismatch': 'card_holder_mismatch',
  'ga.code.invalid': 'card_ga_invalid',
};

const refusals = {
  'invalid.payment.pw': 'paymentPassword',
  'member.withdrawPassword.incorrect': 'paymentPassword',
  'verification.code.invalid': 'verificationCode',
  'bankCard.duplicated': 'cardNumber',
  'bankCard.number.invalid': 'cardNumber',
  'bankCard.holder.mismatch': 'payeeName',
  'ga.code.invalid': 'authCode',
} as const;

/**
 * The bind page shows an HTTP 500's own `message` (71483373076), which may come without a code; the client
 * then keeps it as the error's message instead of its default (`<call>: server`).
 */
function bindFailureText(t: TFunction, error: unknown): string {
  if (
    isApiError(error) &&
    error.kind === 'server' &&
    error.status === 500 &&
    error.code === undefined &&
    !error.message.startsWith(`${error.call}:`)
  ) {
    return error.message;
  }
  return failureText(t, error, messageByCode);
}

interface BindCardFormProps {
  id: string;
  banks: readonly Bank[];
  config: BindConfig['validate'];
  onBound: (label: string) => void;
}

/**
 * Binds a card or PIX key: the bank, the key's type where the bank's template offers types, the key
 * checked by that type's rule as typed, the holder (member info's payee once set), and the proofs the site
 * asks. A refusal keeps every field and says which one is wrong when it can.
 */
export function BindCardForm({ id, banks, config, onBound }: BindCardFormProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const member = useMemberInfo().data;
  const payee = member?.payee?.trim() ?? '';
  const sms = useSmsCode('bindBankCard');
  const bankId = useId();
  const defaults: BindCardValues = {
    bankCode: banks.length === 1 ? banks[0].bankCode : '',
    kind: '',
    cardNumber: '',
    payeeName: payee,
    paymentPassword: '',
    validatePaymentPassword: '',
    verificationCode: '',
    authCode: '',
  };
  const bankOf = (code: string) => banks.find((b) => b.bankCode === code);
  // The rules need the chosen bank's template: the choice is kept here too, so it is read before the form.
  const [bankCode, setBankCode] = useState(defaults.bankCode);
  const bank = bankOf(bankCode);
  const template = useBankTemplate(bankCode);
  const fields = useMemo(() => readCardFields(template.data, bank), [template.data, bank]);
  const readFields = template.data ? fields : null;
  const schema = useMemo(
    () => bindCardSchema(translate, readFields, config, payee === ''),
    [translate, readFields, config, payee],
  );
  const binding = useMoneyForm<BindCardValues, { label: string }>({
    schema,
    defaultValues: defaults,
    firstField: 'bankCode',
    confirmFirst: false,
    focusOnStart: true,
    resetOnDone: true,
    refusals,
    failure: (error) => {
      void queryClient.invalidateQueries({ queryKey: withdrawAccountsKey });
      return Promise.resolve(bindFailureText(t, error));
    },
    send: async (values) => {
      const bank = bankOf(values.bankCode);
      const kind = fields.kinds.find((k) => k.listKey === values.kind) ?? fields.kinds[0];
      const cardNumber = normaliseKey(kind.name, values.cardNumber);
      await submitBankCard({
        bankName: bank?.bankName ?? values.bankCode,
        bankCode: values.bankCode,
        payeeName: payee || values.payeeName.trim().replace(/\s+/g, ' '),
        cardNumber,
        customFieldList: fields.kindParam
          ? [
              {
                thirdPartyParamNameOption: fields.kindParam,
                valueOption: kind.listKey,
                ...(fields.keyParam ? { thirdPartyParamName: fields.keyParam, value: cardNumber } : {}),
              },
            ]
          : [],
        ...(config.paymentPassword ? { paymentPassword: values.paymentPassword } : {}),
        ...(config.paymentPassword && config.validatePaymentPassword
          ? { validatePaymentPassword: values.validatePaymentPassword }
          : {}),
        ...(config.mobileNum
          ? {
              verificationCode: values.verificationCode.trim(),
              mobileNum: '',
              countryDialingCode: member?.countryDialingCode ?? '',
            }
          : {}),
        ...(config.authCode ? { authCode: values.authCode.trim() } : {}),
      });
      return { label: `${bank?.bankName ?? values.bankCode} ${cardNumber}` };
    },
    afterSend: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: withdrawAccountsKey });
      onBound(answer.label);
    },
  });
  const { register, watch, setValue, formState } = binding.form;
  const { errors } = formState;
  const kindKey = watch('kind');

  // A bank with types starts on its first, so the key field always says what it wants.
  useEffect(() => {
    if (fields.kindParam && !fields.kinds.some((k) => k.listKey === kindKey)) {
      setValue('kind', fields.kinds[0]?.listKey ?? '');
    }
    if (!fields.kindParam && kindKey !== '') setValue('kind', '');
  }, [fields, kindKey, setValue]);

  const kind: KeyKind = fields.kinds.find((k) => k.listKey === kindKey) ?? fields.kinds[0];
  const kindWord = kindLabelKey[kind.name];
  const keyLabel = fields.kindParam
    ? t('card_key_of', { kind: kindWord ? t(kindWord) : kind.templateLabel })
    : (fields.numberLabel ?? t('card_account_number'));
  const reveal = { show: t('account_show_password'), hide: t('account_hide_password') };

  return (
    <form id={id} className={styles.addForm} onSubmit={binding.submit} noValidate aria-label={t('card_add')}>
      <div className={styles.selectField}>
        <label htmlFor={bankId} className={styles.label} data-required="">
          {t('card_bank')}
        </label>
        <select
          id={bankId}
          className={styles.select}
          aria-required="true"
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={errors.bankCode ? `${bankId}-error` : undefined}
          {...register('bankCode', {
            onChange: (event: { target: { value: string } }) => setBankCode(event.target.value),
          })}
        >
          <option value="">{t('card_bank_choose')}</option>
          {banks.map((b) => (
            <option key={b.bankCode} value={b.bankCode}>
              {b.bankName}
            </option>
          ))}
        </select>
        {errors.bankCode ? (
          <p id={`${bankId}-error`} className={styles.fieldError}>
            {errors.bankCode.message}
          </p>
        ) : null}
      </div>
      {bankCode && template.isPending ? <Spinner label={t('common_loading')} /> : null}
      {bankCode && template.isError ? <FormAlert text={t('card_template_failed')} /> : null}
      {bankCode && template.data ? (
        <>
          {fields.kindParam ? (
            <KeyKindChoice kinds={fields.kinds} error={errors.kind?.message} field={register('kind')} />
          ) : null}
          <TextField
            key={kind.name}
            label={keyLabel}
            inputMode={kind.rule.inputMode}
            autoComplete="off"
            maxLength={kind.rule.max + 8}
            required
            hint={t(`card_hint_${kind.name.toLowerCase()}` as TranslationKey, {
              min: kind.rule.min,
              max: kind.rule.max,
            })}
            error={errors.cardNumber?.message}
            {...register('cardNumber')}
          />
        </>
      ) : null}
      {payee ? (
        <p className={own.payee}>{t('card_holder_is', { name: payee })}</p>
      ) : (
        <TextField
          label={t('card_holder')}
          autoComplete="name"
          required
          hint={t('card_holder_hint')}
          error={errors.payeeName?.message}
          {...register('payeeName')}
        />
      )}
      {config.paymentPassword ? (
        <WithdrawPasswordField
          label={t('card_password')}
          reveal={reveal}
          error={errors.paymentPassword?.message}
          {...register('paymentPassword')}
        />
      ) : null}
      {config.paymentPassword && config.validatePaymentPassword ? (
        <WithdrawPasswordField
          label={t('card_password_again')}
          reveal={reveal}
          error={errors.validatePaymentPassword?.message}
          {...register('validatePaymentPassword')}
        />
      ) : null}
      {config.mobileNum ? (
        <SmsCodeField
          left={sms.left}
          busy={sms.busy}
          onSend={() => sms.send({ countryDialingCode: member?.countryDialingCode ?? '' })}
          error={errors.verificationCode?.message}
          {...register('verificationCode')}
        />
      ) : null}
      {config.authCode ? (
        <TextField
          label={t('card_ga_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={errors.authCode?.message}
          {...register('authCode')}
        />
      ) : null}
      <Button type="submit" busy={binding.busy} className={styles.addSubmit}>
        {t('card_save')}
      </Button>
      <FormAlert
        text={binding.alert ?? (sms.failure ? failureText(t, sms.failure) : null)}
        className={styles.failure}
      />
    </form>
  );
}
