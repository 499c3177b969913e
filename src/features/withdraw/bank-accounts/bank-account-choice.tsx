import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useSiteFlags } from '@/core';
import type { BankAccounts } from './bank-accounts';
import { visibleDigits } from './withdraw-bank-account';
import { BindCardPanel } from '../bank-cards/bind-card-panel';
import { DeleteCardForm } from '../bank-cards/delete-card-form';
import { deleteMethodOf } from '../bank-cards/delete-bank-card';
import own from '../bank-cards/bank-cards.module.css';
import styles from '../withdraw.module.css';

interface BankAccountChoiceProps {
  accounts: BankAccounts;
  selectedId: string | null;
  onSelect: (bankAccountId: string) => void;
}

/**
 * The bound cards and PIX keys as one radio group, each with its Delete where the site allows it, and
 * binding another while the site allows more (`maxCardCount`: at the maximum, it says so).
 */
export function BankAccountChoice({ accounts, selectedId, onSelect }: BankAccountChoiceProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const formId = useId();
  const name = useId();
  const { list, maxCount, canDelete } = accounts;
  const [adding, setAdding] = useState(list.length === 0);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = maxCount !== null && list.length >= maxCount;
  const method = deleteMethodOf(useSiteFlags());

  const onBound = (label: string) => {
    setAdding(false);
    setNotice(t('card_bound', { name: label }));
    addButton.current?.focus();
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_accounts_title')}
      </h4>
      {list.length > 0 ? (
        <fieldset className={styles.accounts}>
          <legend className="visually-hidden">{t('withdraw_accounts_legend')}</legend>
          {list.map((account) => {
            const label = `${account.bankName} ${account.accountNumber}`;
            return (
              <div key={account.bankAccountId}>
                <div className={own.row}>
                  <label className={styles.account}>
                    <input
                      type="radio"
                      name={name}
                      value={account.bankAccountId}
                      checked={account.bankAccountId === selectedId}
                      // A card under maintenance cannot be chosen (71034253453 @~80,000).
                      disabled={!account.active}
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
                          {t('withdraw_account_ending', {
                            // An e-mail key's end has no digits: it is read as shown.
                            digits: visibleDigits(account.accountNumber) || account.accountNumber,
                          })}
                        </span>
                      </span>{' '}
                      <span className={styles.accountHolder}>{account.holderName}</span>
                      {account.active ? null : (
                        <span className={styles.muted}>
                          {' '}
                          {account.maintenance
                            ? t('card_maintenance_window', account.maintenance)
                            : t('card_maintenance')}
                        </span>
                      )}
                    </span>
                  </label>
                  {canDelete ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('card_delete_title', { name: label })}
                      aria-expanded={deleting === account.bankAccountId}
                      onClick={() => {
                        setNotice(null);
                        setDeleting((open) =>
                          open === account.bankAccountId ? null : account.bankAccountId,
                        );
                      }}
                    >
                      {t('card_delete')}
                    </Button>
                  ) : null}
                </div>
                {deleting === account.bankAccountId ? (
                  <DeleteCardForm
                    bankCardId={account.bankAccountId}
                    name={label}
                    method={method}
                    onDone={(text) => {
                      setDeleting(null);
                      setNotice(text);
                      addButton.current?.focus();
                    }}
                    onCancel={() => setDeleting(null)}
                  />
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : (
        <p className={styles.muted}>{t('card_none')}</p>
      )}
      {full ? (
        <p className={styles.note}>{t('card_full', { max: maxCount })}</p>
      ) : (
        <Button
          ref={addButton}
          size="sm"
          variant="secondary"
          className={styles.addToggle}
          aria-expanded={adding}
          aria-controls={adding ? formId : undefined}
          onClick={() => {
            setNotice(null);
            setAdding((open) => !open);
          }}
        >
          <span aria-hidden="true">+</span> {t('card_add')}
        </Button>
      )}
      {adding && !full ? <BindCardPanel id={formId} onBound={onBound} /> : null}
      <p role="status" className={notice ? styles.success : 'visually-hidden'}>
        {notice}
      </p>
    </section>
  );
}
