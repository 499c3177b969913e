import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { LinkQr } from '@/components/link-qr/link-qr';
import type { TranslationKey } from '@/i18n';
import type { AppChoice, AppKind } from './app-choices';
import styles from './download.module.css';

const words: Record<AppKind, { name: TranslationKey; offers: readonly TranslationKey[] }> = {
  IOS: { name: 'down_ios', offers: ['down_offer_full', 'down_offer_alerts', 'down_offer_login'] },
  ANDROID: { name: 'down_android', offers: ['down_offer_full', 'down_offer_alerts', 'down_offer_apk'] },
  IOS_LITE: { name: 'down_ios_lite', offers: ['down_offer_lite', 'down_offer_space', 'down_offer_login'] },
};

/** One app: its QR code and download link, or, when the site has no link for it, what to do instead. */
export function AppCard({ choice }: { choice: AppChoice }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { name, offers } = words[choice.kind];
  const appName = t(name);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {appName}
      </h2>
      {choice.url ? (
        <>
          <span className={styles.qr}>
            <LinkQr link={choice.url} label={t('down_qr', { app: appName })} />
          </span>
          <a className={styles.download} href={choice.url} target="_blank" rel="noopener noreferrer">
            <Icon name="download" size={16} />
            {t('down_get', { app: appName })}
          </a>
        </>
      ) : (
        <p className={styles.missing}>{t('down_missing', { app: appName })}</p>
      )}
      <ul className={styles.offers}>
        {offers.map((offer) => (
          <li key={offer}>{t(offer)}</li>
        ))}
      </ul>
    </article>
  );
}
