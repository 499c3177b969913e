import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CopyValue } from '@/components/copy-value/copy-value';
import { LinkQr } from '@/components/link-qr/link-qr';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { referralLink } from '@/lib/referral-link';
import { useSignUpCode } from './sign-up-code';
import styles from './registration.module.css';

/**
 * The agent's own sign-up link (always on this site's origin, whatever the server sends) and its QR code:
 * players who sign up through it join the agent's team.
 */
export function SignUpLink() {
  const { t } = useTranslation();
  const info = useSignUpCode();

  if (info.isPending) return <Spinner label={t('common_loading')} />;
  if (info.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('agent_link_failed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void info.refetch()}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  const { referralCode } = info.data;
  const link = referralLink(info.data.referralLink, referralCode);
  return (
    <section className={styles.link} aria-labelledby="agent-link-heading">
      <div className={styles.linkText}>
        <h3 id="agent-link-heading" className={styles.title}>
          {t('agent_link_heading')}
        </h3>
        <p className={styles.intro}>{t('agent_link_intro')}</p>
        <dl className={styles.values}>
          <dt>{t('agent_link')}</dt>
          <dd className={styles.url}>{link}</dd>
          <dt>{t('agent_link_code')}</dt>
          <dd className={styles.code}>{referralCode}</dd>
        </dl>
        <div className={styles.actions}>
          <CopyValue value={link} label={t('agent_link_copy')} />
        </div>
      </div>
      <LinkQr link={link} label={t('agent_link_qr')} className={styles.qr} />
    </section>
  );
}
