import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useSiteFlags, useSystemStatus } from '@/core';
import { ServerHtml } from '@/core/server-html';
import centre from '@/components/centre-layout/centre-card.module.css';
import { CopyValue } from '@/components/copy-value/copy-value';
import { LinkQr } from '@/components/link-qr/link-qr';
import { FriendsTable } from './friends-table';
import { inviteLink } from './invite-link';
import { useInviteChannels, useReferralDetails, useReferralFriends, useReferralRules } from './referral';
import { ShareButton } from './share-button';
import { ShareChannels } from './share-channels';
import styles from './invite.module.css';

/**
 * Invite friends: the member's invite link (built from a promotion domain and the code, as the member centre
 * builds it) and code to copy or share, its QR code, the channels the site shares on, the friends invited
 * with the rewards they brought, and the rules. Server text is rendered as text, the rules as sanitized HTML.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation();
  const details = useReferralDetails();
  const channels = useInviteChannels();
  const flags = useSiteFlags();
  const mainDomain = useSystemStatus().data?.info.mainDomain ?? '';
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page);

  if (details.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (details.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('invite_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void details.refetch()}
            busy={details.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  const { referralCode, totalInvitations } = details.data;
  const link = inviteLink(
    details.data,
    { simplified: flags.SIMPLIFIEDURL3 === true, affiliateAsQuery: flags.SUFAFFCODE3 === true },
    { mainDomain, origin: window.location.origin },
  );

  return (
    <div className={centre.stack}>
      <section className={`${centre.card} ${styles.invite}`} aria-labelledby="invite-share">
        <div className={styles.details}>
          <h4 id="invite-share" className={centre.cardTitle}>
            {t('invite_heading')}
          </h4>
          <p className={styles.intro}>{t('invite_intro')}</p>
          <p className={styles.zalo}>{t('invite_zalo')}</p>
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
          <ShareChannels channels={channels.data ?? []} link={link} code={referralCode} />
        </div>
        <figure className={styles.qr}>
          <LinkQr link={link} label={t('invite_qr_label')} className={styles.qrCode} />
          <figcaption className={styles.qrCaption}>{t('invite_qr_hint')}</figcaption>
        </figure>
      </section>
      <FriendsTable
        friends={friends.data}
        invitations={totalInvitations}
        page={page}
        onPage={setPage}
        failed={friends.isError}
      />
      <ReferralRules />
    </div>
  );
}

/** The rules the site writes for its referral programme; nothing when it writes none. */
function ReferralRules() {
  const { t } = useTranslation();
  const rules = useReferralRules();
  if (!rules.data) return null;
  return (
    <section className={centre.card} aria-labelledby="invite-rules">
      <h4 id="invite-rules" className={centre.cardTitle}>
        {t('invite_rules')}
      </h4>
      <ServerHtml html={rules.data} className={styles.rules} />
    </section>
  );
}
