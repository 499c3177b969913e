import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMemberInfo } from '@/core';
import { openPopup } from '@/lib/popup-store';
import { maskEmail, maskMobile } from '../model/mask';
import styles from './member-centre.module.css';

/**
 * My account (securityCenter, and profile from the avatar): who the member is, with contact details
 * masked, and the security actions. Server text (names) is only ever rendered as text.
 */
export function MyAccountPage() {
  const { t, i18n } = useTranslation();
  const info = useMemberInfo();

  if (info.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (info.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('centre_details_failed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void info.refetch()} busy={info.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  const member = info.data;
  const notSet = t('centre_not_set');
  const registered =
    typeof member.regDate === 'number'
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(member.regDate)
      : notSet;
  const details: [string, string][] = [
    [t('centre_nickname'), member.nickname || notSet],
    [t('centre_account'), member.account],
    [t('centre_vip'), member.clubLabel?.labelName || notSet],
    [t('centre_registered'), registered],
    [t('centre_mobile'), member.mobile ? maskMobile(member.mobile) : notSet],
    [t('centre_email'), member.email ? maskEmail(member.email) : notSet],
  ];

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="centre-identity">
        <div className={styles.identity}>
          <span className={styles.avatar} aria-hidden="true">
            {(member.nickname || member.account).charAt(0).toUpperCase()}
          </span>
          <h4 id="centre-identity" className={styles.cardTitle}>
            {t('centre_identity')}
          </h4>
        </div>
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term} className={styles.detail}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="centre-security">
        <h4 id="centre-security" className={styles.cardTitle}>
          {t('centre_security')}
        </h4>
        <div className={styles.securityRow}>
          <div>
            <p className={styles.rowTitle}>{t('centre_login_password')}</p>
            <p className={styles.rowHint}>{t('centre_login_password_hint')}</p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${t('centre_change')} ${t('centre_login_password')}`}
            onClick={() => openPopup('changePassword', { username: member.account })}
          >
            {t('centre_change')}
          </Button>
        </div>
      </section>
    </div>
  );
}
