import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { useBalance } from '@/core';
import { useMoneyFormat } from '@/core/money-format';
import { useExclusiveAction } from '@/lib/pending-action';
import styles from './balance-chip.module.css';

/**
 * The member's total balance with refresh and hide/show (product rules: pages and layout, header). A refresh that fails
 * says so beside the amount, which stays as the last known one, marked as such, until a refresh succeeds.
 */
export function BalanceChip() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const { data, isPending, isError, isFetching, refetch } = useBalance();
  const { money } = useMoneyFormat();
  // One request per click burst: clicks while a refresh is under way are ignored.
  const refresh = useExclusiveAction(() => refetch());
  const stale = data !== undefined && isError;

  let value;
  if (hidden) value = <span aria-label={t('header_balance_hidden')}>••••••</span>;
  else if (data) {
    value = (
      <>
        <span>{money(data.sumBalance)}</span>
        {stale ? <span className="visually-hidden">{t('header_balance_last_known')}</span> : null}
      </>
    );
  } else if (isError) value = <span className={styles.error}>{t('header_balance_unavailable')}</span>;
  else value = <span className={styles.placeholder}>{isPending ? '…' : '-'}</span>;

  const refreshing = isFetching || refresh.busy;
  return (
    <div className={`${styles.chip} ${stale ? styles.stale : ''}`}>
      <Icon name="wallet" size={18} className={styles.wallet} />
      <span className="visually-hidden">{t('header_balance')}</span>
      <output className={styles.amount} aria-live="polite" data-testid="header-balance">
        {value}
      </output>
      {stale && !refreshing ? (
        <span className={styles.staleNote} role="status">
          <Icon name="warning" size={14} />
          <span className={styles.staleText}>{t('header_balance_refresh_failed')}</span>
        </span>
      ) : null}
      <button
        type="button"
        className={styles.tool}
        onClick={refresh.run}
        aria-busy={refreshing || undefined}
        aria-label={t('header_balance_refresh')}
      >
        <Icon name="refresh" size={16} className={refreshing ? styles.spinning : undefined} />
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
