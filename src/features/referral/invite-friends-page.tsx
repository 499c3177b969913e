import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useReferralInfo } from './referral';
import { referralLink } from '@/lib/referral-link';
import centre from '@/components/centre-layout/centre-card.module.css';
import { CopyValue } from '@/components/copy-value/copy-value';
import { LinkQr } from '@/components/link-qr/link-qr';
import { FriendsTable } from './friends-table';
import { ShareButton } from './share-button';
import styles from './invite.module.css';

/**
 * Invite friends: the member's referral link (always on this site's origin) and code to copy or share, its
 * QR code, and the friends invited with the rewards they brought. Server text is only ever rendered as text.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation();
  const info = useReferralInfo();

  if (info.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (info.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('invite_failed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void info.refetch()} busy={info.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  const { referralCode, friends, totalReward, zaloReward } = info.data;
  const link = referralLink(info.data.referralLink, referralCode);

  return (
    <div className={centre.stack}>
      <section className={`${centre.card} ${styles.invite}`} aria-labelledby="invite-share">
        <div className={styles.details}>
          <h4 id="invite-share" className={centre.cardTitle}>
            {t('invite_heading')}
          </h4>
          <p className={styles.intro}>{t('invite_intro')}</p>
          {zaloReward ? <p className={styles.zalo}>{t('invite_zalo')}</p> : null}
          <dl className={styles.values}>
            <div className={styles.value}>
              <dt>{t('invite_link')}</dt>
              <dd>
                <span className={styles.link}>{link}</span>
                <CopyValue value={link} label={t('invite_copy_link')} />
              </dd>
            </div>
            <div className={styles.value}>
              <dt>{t('invite_code')}</dt>
              <dd>
                <span className={styles.code}>{referralCode}</span>
                <CopyValue value={referralCode} label={t('invite_copy_code')} />
              </dd>
            </div>
          </dl>
          <ShareButton link={link} code={referralCode} />
        </div>
        <figure className={styles.qr}>
          <LinkQr link={link} label={t('invite_qr_label')} className={styles.qrCode} />
          <figcaption className={styles.qrCaption}>{t('invite_qr_hint')}</figcaption>
        </figure>
      </section>
      <FriendsTable friends={friends} total={totalReward} />
    </div>
  );
}
