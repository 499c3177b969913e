import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { openPopup } from '@/lib/popup-store';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import styles from './header-account.module.css';

// Visitors, the first visit's audience, never download the member controls.
const MemberControls = lazyWithRetry(() => import('./member-controls'), 'MemberControls');

export interface HeaderAccountProps {
  /** Sign up is offered only when the site allows direct registration. */
  canRegister: boolean;
  /** Game pages hide the Deposit button (product rules: pages and layout). */
  gamePage: boolean;
}

/** The right-hand side of the header: Login and Sign up, or balance, deposit, avatar and account menu. */
export function HeaderAccount({ canRegister, gamePage }: HeaderAccountProps) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);

  if (loggedIn) {
    return (
      <Suspense fallback={<div className={styles.row} />}>
        <MemberControls gamePage={gamePage} />
      </Suspense>
    );
  }
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={() => openPopup('login')}>
        {t('header_login')}
      </Button>
      {canRegister ? <Button onClick={() => openPopup('register')}>{t('header_sign_up')}</Button> : null}
    </div>
  );
}
