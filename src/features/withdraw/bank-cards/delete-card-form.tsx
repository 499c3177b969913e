import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { SmsCodeField } from '@/components/money-form/sms-code-field';
import { failureText } from '@/core/failure-text';
import { useMemberInfo } from '@/core/member-data';
import { checkWithdrawPassword } from '@/core/money-form/amount-limits';
import { fieldRules } from '@/core/money-form/field-rules';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { useSmsCode } from '@/core/money-form/use-sms-code';
import { useTranslate } from '@/core/use-translate';
import type { TranslationKey } from '@/i18n';
import { withdrawAccountsKey } from '../withdraw-accounts';
import { submitCardDeletion, type DeleteMethod } from './delete-bank-card';
import own from './bank-cards.module.css';
import styles from '../withdraw.module.css';

interface DeleteValues {
  proof: string;
}

const messageByCode: Record<string, TranslationKey> = {
  'invalid.payment.pw': 'card_password_wrong',
  'member.withdrawPassword.incorrect': 'card_password_wrong',
  'not.exists.payment.password': 'card_password_none',
  'verification.code.invalid': 'card_sms_wrong',
  'ga.code.invalid': 'card_ga_invalid',
  'bankCard.delete.forbidden': 'card_delete_forbidden',
};

const refusals = {
  'invalid.payment.pw': 'proof',
  'member.withdrawPassword.incorrect': 'proof',
  'verification.code.invalid': 'proof',
  'ga.code.invalid': 'proof',
} as const;

interface DeleteCardFormProps {
  bankCardId: string;
  /** The card as the member knows it ("Banco PIX ***1234"). */
  name: string;
  method: DeleteMethod;
  onDone: (text: string) => void;
  onCancel: () => void;
}

/** Deletes one card, proved by the site's method: the withdraw password, an SMS code or a GA code. */
export function DeleteCardForm({ bankCardId, name, method, onDone, onCancel }: DeleteCardFormProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const member = useMemberInfo().data;
  const sms = useSmsCode('deleteBankCard');
  const schema = useMemo(
    () =>
      fieldRules<DeleteValues>({
        proof: (typed) => {
          if (method === 'P') {
            const problem = checkWithdrawPassword(typed);
            if (problem === 'required') return translate('card_password_required');
            return problem ? translate('withdraw_password_rule') : null;
          }
          if (method === 'S') return /^\d{4,8}$/.test(typed.trim()) ? null : translate('card_sms_required');
          return /^\d{6}$/.test(typed.trim()) ? null : translate('card_ga_invalid');
        },
      }),
    [method, translate],
  );
  const deleting = useMoneyForm<DeleteValues, null>({
    schema,
    defaultValues: { proof: '' },
    firstField: 'proof',
    confirmFirst: false,
    focusOnStart: true,
    resetOnDone: true,
    refusals,
    failure: (error) => Promise.resolve(failureText(t, error, messageByCode)),
    send: async ({ proof }) => {
      const typed = proof.trim();
      await submitCardDeletion(
        method === 'P'
          ? { bankCardId, method, password: proof }
          : method === 'S'
            ? { bankCardId, method, mobileNum: '', verificationCode: typed }
            : { bankCardId, method, authCode: typed },
      );
      return null;
    },
    afterSend: async () => {
      await queryClient.invalidateQueries({ queryKey: withdrawAccountsKey });
      onDone(t('card_deleted', { name }));
    },
  });
  const { register, formState } = deleting.form;
  const error = formState.errors.proof?.message;
  const title = t('card_delete_title', { name });
  const reveal = { show: t('account_show_password'), hide: t('account_hide_password') };

  return (
    <form className={own.deleteForm} aria-label={title} onSubmit={deleting.submit} noValidate>
      <p className={styles.note}>{t('card_delete_explain', { name })}</p>
      {method === 'P' ? (
        <WithdrawPasswordField
          label={t('card_password')}
          reveal={reveal}
          error={error}
          {...register('proof')}
        />
      ) : method === 'S' ? (
        <SmsCodeField
          left={sms.left}
          busy={sms.busy}
          onSend={() => sms.send({ countryDialingCode: member?.countryDialingCode ?? '' })}
          error={error}
          {...register('proof')}
        />
      ) : (
        <TextField
          label={t('card_ga_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={error}
          {...register('proof')}
        />
      )}
      <div className={own.actions}>
        <Button type="submit" variant="danger" busy={deleting.busy}>
          {t('card_delete_confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common_cancel')}
        </Button>
      </div>
      <FormAlert
        text={deleting.alert ?? (sms.failure ? failureText(t, sms.failure) : null)}
        className={styles.failure}
      />
    </form>
  );
}
