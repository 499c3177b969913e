import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { openPopup } from '@/lib/popup-store';
import { selectIdentity, useSessionStore } from '@/core';
import { AccountMenu } from './account-menu';
import { BalanceChip } from './balance-chip';
import styles from './header-account.module.css';

/** The logged-in side of the header: balance, deposit, avatar and account menu. */
export function MemberControls({ gamePage }: { gamePage: boolean }) {
  const { t } = useTranslation();
  const identity = useSessionStore(selectIdentity);
  const initial = (identity?.nickname || identity?.account || '?').charAt(0).toUpperCase();
  return (
    <div className={styles.row}>
      <BalanceChip />
      {gamePage ? null : (
        <Button className={styles.deposit} onClick={() => openPopup('memberCentre', { page: 'depositv2' })}>
          {t('header_deposit')}
        </Button>
      )}
      <button
        type="button"
        className={styles.avatar}
        onClick={() => openPopup('memberCentre', { page: 'profile' })}
        aria-label={t('header_profile')}
      >
        <span aria-hidden="true">{initial}</span>
      </button>
      <AccountMenu identity={identity} />
    </div>
  );
}
