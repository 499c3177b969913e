import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../withdraw-accounts';
import styles from '../withdraw.module.css';

interface CardChoiceProps {
  cards: BankCard[];
  selectedId: string | null;
  onSelect: (bankCardId: string) => void;
}

/** The last digits of a masked number, for a screen reader ("ending in 5678"). */
const lastDigits = (masked: string) => masked.replace(/\D/g, '').slice(-4);

/**
 * The cards and PIX keys the money may go to, as one radio group: bank, masked number, holder. A card under
 * maintenance (`isWithdrawActive` N) says so with its window and cannot be chosen (71034253453 @~80,000).
 */
export function CardChoice({ cards, selectedId, onSelect }: CardChoiceProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_accounts_title')}
      </h4>
      {cards.length > 0 ? (
        <fieldset className={styles.accounts}>
          <legend className="visually-hidden">{t('withdraw_accounts_legend')}</legend>
          {cards.map((card) => (
            <label key={card.bankCardId} className={styles.account}>
              <input
                type="radio"
                name={name}
                value={card.bankCardId}
                checked={card.bankCardId === selectedId}
                disabled={!card.isWithdrawActive}
                onChange={() => onSelect(card.bankCardId)}
                className={styles.radio}
              />
              <span className={styles.bankMark} aria-hidden="true">
                {card.bankName.trim().charAt(0).toUpperCase()}
              </span>
              <span className={styles.accountText}>
                <span className={styles.accountBank}>{card.bankName}</span>{' '}
                <span className={styles.accountNumber}>
                  <span aria-hidden="true">{card.cardNumber}</span>
                  <span className="visually-hidden">
                    {t('withdraw_account_ending', { digits: lastDigits(card.cardNumber) })}
                  </span>
                </span>{' '}
                <span className={styles.accountHolder}>{card.cardHolder}</span>
                {card.isWithdrawActive ? null : (
                  <span className={styles.maintenance}>
                    {card.maintenanceStartTime && card.maintenanceEndTime
                      ? t('withdraw_card_maintenance_window', {
                          from: card.maintenanceStartTime,
                          to: card.maintenanceEndTime,
                        })
                      : t('withdraw_card_maintenance')}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className={styles.muted}>{t('withdraw_accounts_none')}</p>
      )}
    </section>
  );
}
