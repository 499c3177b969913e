import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import type { BankCard } from '../withdraw-accounts';
import styles from '../withdraw.module.css';

interface WithdrawResultProps {
  amount: number;
  fee: number | null;
  card: BankCard | undefined;
}

/** A request the platform took: what was asked, the fee shown before it, and where it goes. */
export function WithdrawResult({ amount, fee, card }: WithdrawResultProps) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  return (
    <div className={styles.result}>
      <p className={styles.resultTitle}>{t('withdraw_done_title')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('withdraw_amount')}</dt>
          <dd>{money(amount)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_fee')}</dt>
          <dd>{fee === null ? t('withdraw_fee_unknown') : money(fee)}</dd>
        </div>
        {card ? (
          <div>
            <dt>{t('withdraw_to')}</dt>
            <dd>{`${card.bankName} ${card.cardNumber}`}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.muted}>{t('withdraw_done_held')}</p>
    </div>
  );
}
