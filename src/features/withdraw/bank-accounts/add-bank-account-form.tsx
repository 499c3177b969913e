import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { FormAlert } from '@/components/money-form/money-fields';
import { failureText } from '@/core/failure-text';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { submitBankAccount } from './add-bank-account';
import { bankAccountsKey, type BankAccount, type BankAccounts } from './bank-accounts';
import { isLostAnswer } from '@/api/lost-answer';
import {
  checkBankAccount,
  normaliseBankAccount,
  type BankAccountInput,
  type BankAccountProblem,
} from './withdraw-bank-account';
import styles from '../withdraw.module.css';

const problemKeys: Record<keyof BankAccountInput, Record<BankAccountProblem, TranslationKey>> = {
  bankCode: { required: 'withdraw_bank_required', invalid: 'withdraw_bank_required' },
  accountNumber: { required: 'withdraw_number_required', invalid: 'withdraw_number_invalid' },
  holderName: { required: 'withdraw_holder_required', invalid: 'withdraw_holder_invalid' },
};

/** Refusals that belong to one field; the others are said under the form. */
const fieldByCode: Readonly<Record<string, [keyof BankAccountInput, TranslationKey]>> = {
  'bankAccount.holder.mismatch': ['holderName', 'withdraw_holder_mismatch'],
  'bankAccount.duplicated': ['accountNumber', 'withdraw_account_duplicated'],
};

const messageByCode: Readonly<Record<string, TranslationKey>> = {
  'bankAccount.field.invalid': 'withdraw_account_field_invalid',
  'bankAccount.limit': 'withdraw_account_limit',
};

interface AddBankAccountFormProps {
  id: string;
  banks: BankAccounts['banks'];
  /** The name on the member's accounts: every account must carry the same one. */
  holderName: string;
  onAdded: (account: BankAccount) => void;
}

/** Adds a bank account. A refusal keeps every field as typed and says which one is wrong when it can. */
export function AddBankAccountForm({ id, banks, holderName, onAdded }: AddBankAccountFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bankId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BankAccountInput>({ defaultValues: { bankCode: '', accountNumber: '', holderName } });

  const save = useExclusiveAction(
    handleSubmit(async (values) => {
      setFailure(null);
      const problems = checkBankAccount(
        values,
        banks.map((b) => b.bankCode),
      );
      const wrong = Object.entries(problems) as [keyof BankAccountInput, BankAccountProblem][];
      if (wrong.length > 0) {
        wrong.forEach(([field, problem], i) =>
          setError(field, { message: t(problemKeys[field][problem]) }, { shouldFocus: i === 0 }),
        );
        return;
      }
      try {
        const account = await submitBankAccount(normaliseBankAccount(values));
        queryClient.setQueriesData<BankAccounts>({ queryKey: bankAccountsKey }, (old) =>
          old && !old.list.some((a) => a.bankAccountId === account.bankAccountId)
            ? { ...old, list: [...old.list, account] }
            : old,
        );
        void queryClient.invalidateQueries({ queryKey: bankAccountsKey });
        onAdded(account);
      } catch (error) {
        const code = isApiError(error) ? error.code : undefined;
        const onField = code ? fieldByCode[code] : undefined;
        if (onField) {
          setError(onField[0], { message: t(onField[1]) }, { shouldFocus: true });
          return;
        }
        // The account may exist even though its answer was lost, and a limit means the list is stale.
        if (isLostAnswer(error) || code === 'bankAccount.limit') {
          void queryClient.invalidateQueries({ queryKey: bankAccountsKey });
        }
        setFailure(failureText(t, error, messageByCode));
      }
    }),
  );

  return (
    <form
      id={id}
      className={styles.addForm}
      onSubmit={save.run}
      noValidate
      aria-label={t('withdraw_account_add')}
    >
      <div className={styles.selectField}>
        <label htmlFor={bankId} className={styles.label} data-required="">
          {t('withdraw_bank')}
        </label>
        <select
          id={bankId}
          className={styles.select}
          aria-required="true"
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={errors.bankCode ? `${bankId}-error` : undefined}
          {...register('bankCode')}
        >
          <option value="">{t('withdraw_bank_choose')}</option>
          {banks.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </select>
        {errors.bankCode ? (
          <p id={`${bankId}-error`} className={styles.fieldError}>
            {errors.bankCode.message}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('withdraw_account_number')}
        inputMode="numeric"
        autoComplete="off"
        required
        hint={t('withdraw_account_number_hint')}
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <TextField
        label={t('withdraw_holder')}
        autoComplete="name"
        required
        hint={holderName ? t('withdraw_holder_same_hint') : t('withdraw_holder_hint')}
        error={errors.holderName?.message}
        {...register('holderName')}
      />
      <Button type="submit" busy={save.busy} className={styles.addSubmit}>
        {t('withdraw_account_save')}
      </Button>
      <FormAlert text={failure} className={styles.failure} />
    </form>
  );
}
