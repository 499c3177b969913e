import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { openPopup } from '@/lib/popup-store';
import { selectIdentity, selectIsLoggedIn, useSessionStore } from '@/core';
import { AccountMenu } from './account-menu';
import { BalanceChip } from './balance-chip';
import styles from './header-account.module.css';

export interface HeaderAccountProps {
  /** Sign up is offered only when the site allows direct registration. */
  canRegister: boolean;
  /** Game pages hide the Deposit button (spec 1 section 2). */
  gamePage: boolean;
}

/** The right-hand side of the header: Login and Sign up, or balance, deposit, avatar and account menu. */
export function HeaderAccount({ canRegister, gamePage }: HeaderAccountProps) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const identity = useSessionStore(selectIdentity);

  if (!loggedIn) {
    return (
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => openPopup('login')}>
          {t('header_login')}
        </Button>
        {canRegister ? <Button onClick={() => openPopup('register')}>{t('header_sign_up')}</Button> : null}
      </div>
    );
  }

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
