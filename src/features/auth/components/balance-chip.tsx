import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { Money } from '@/components/money/money';
import { useBalance } from '../api/balance';
import styles from './balance-chip.module.css';

/** The member's total balance with refresh and hide/show (spec 1 section 2, header). */
export function BalanceChip() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const { data, isPending, isError, isFetching, refetch } = useBalance();

  let value;
  if (hidden) value = <span aria-label={t('header_balance_hidden')}>••••••</span>;
  else if (data) value = <Money amount={data.sumBalance} symbol={data.currencySymbol} />;
  else if (isError) value = <span className={styles.error}>{t('header_balance_unavailable')}</span>;
  else value = <span className={styles.placeholder}>{isPending ? '…' : '-'}</span>;

  return (
    <div className={styles.chip}>
      <Icon name="wallet" size={18} className={styles.wallet} />
      <span className="visually-hidden">{t('header_balance')}</span>
      <output className={styles.amount} aria-live="polite" data-testid="header-balance">
        {value}
      </output>
      <button
        type="button"
        className={styles.tool}
        onClick={() => void refetch()}
        disabled={isFetching}
        aria-label={t('header_balance_refresh')}
      >
        <Icon name="refresh" size={16} className={isFetching ? styles.spinning : undefined} />
      </button>
      <button
        type="button"
        className={styles.tool}
        onClick={() => setHidden((h) => !h)}
        aria-pressed={hidden}
        aria-label={hidden ? t('header_balance_show') : t('header_balance_hide')}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
    </div>
  );
}
