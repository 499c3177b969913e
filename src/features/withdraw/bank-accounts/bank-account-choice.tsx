import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import type { BankAccount, BankAccounts } from './bank-accounts';
import { visibleDigits } from './withdraw-bank-account';
import { AddBankAccountForm } from './add-bank-account-form';
import styles from '../withdraw.module.css';

interface BankAccountChoiceProps {
  accounts: BankAccounts;
  selectedId: string | null;
  onSelect: (bankAccountId: string) => void;
}

/** The bound accounts as one radio group, and adding another while the site allows more. */
export function BankAccountChoice({ accounts, selectedId, onSelect }: BankAccountChoiceProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const formId = useId();
  const name = useId();
  const { list, banks, maxCount } = accounts;
  const [adding, setAdding] = useState(list.length === 0);
  const [added, setAdded] = useState<string | null>(null);
  // The account just added takes the focus once its radio exists: the form that had it is gone.
  const focusNext = useRef<string | null>(null);
  const full = list.length >= maxCount;

  const onAdded = (account: BankAccount) => {
    focusNext.current = account.bankAccountId;
    onSelect(account.bankAccountId);
    setAdding(false);
    setAdded(t('withdraw_account_added', { bank: account.bankName, number: account.accountNumber }));
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_accounts_title')}
      </h4>
      {list.length > 0 ? (
        <fieldset className={styles.accounts}>
          <legend className="visually-hidden">{t('withdraw_accounts_legend')}</legend>
          {list.map((account) => (
            <label key={account.bankAccountId} className={styles.account}>
              <input
                ref={(input) => {
                  if (input && focusNext.current === account.bankAccountId) {
                    focusNext.current = null;
                    input.focus();
                  }
                }}
                type="radio"
                name={name}
                value={account.bankAccountId}
                checked={account.bankAccountId === selectedId}
                onChange={() => onSelect(account.bankAccountId)}
                className={styles.radio}
              />
              <span className={styles.bankMark} aria-hidden="true">
                {account.bankName.trim().charAt(0).toUpperCase()}
              </span>
              <span className={styles.accountText}>
                <span className={styles.accountBank}>{account.bankName}</span>{' '}
                <span className={styles.accountNumber}>
                  <span aria-hidden="true">{account.accountNumber}</span>
                  <span className="visually-hidden">
                    {t('withdraw_account_ending', { digits: visibleDigits(account.accountNumber) })}
                  </span>
                </span>{' '}
                <span className={styles.accountHolder}>{account.holderName}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className={styles.muted}>{t('withdraw_accounts_none')}</p>
      )}
      {full ? (
        <p className={styles.note}>{t('withdraw_accounts_full', { max: maxCount })}</p>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className={styles.addToggle}
          aria-expanded={adding}
          aria-controls={adding ? formId : undefined}
          onClick={() => {
            setAdded(null);
            setAdding((open) => !open);
          }}
        >
          <span aria-hidden="true">+</span> {t('withdraw_account_add')}
        </Button>
      )}
      {adding && !full ? (
        <AddBankAccountForm
          id={formId}
          banks={banks}
          holderName={list[0]?.holderName ?? ''}
          onAdded={onAdded}
        />
      ) : null}
      <p role="status" className={added ? styles.success : 'visually-hidden'}>
        {added}
      </p>
    </section>
  );
}
