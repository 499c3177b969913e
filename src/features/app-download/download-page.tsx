import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { PageHeader } from '@/components/page-header/page-header';
import { useSystemStatus } from '@/core';
import { appChoices } from './app-choices';
import { AppCard } from './app-card';
import styles from './download.module.css';

/**
 * The app download page (/down): the iOS, Android and iOS lite apps, each with its QR code and link from the
 * site's status resources, what it offers, and what to do when the site has no link for it. The status is
 * read before any page shows, so the links are there at once.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const resources = useSystemStatus().data?.info.resources ?? [];
  const choices = appChoices(resources);
  return (
    <div className={styles.page}>
      <PageHeader
        icon={<Icon name="phone" size={26} />}
        title={t('page_download')}
        subtitle={t('down_subtitle')}
      />
      <ul className={styles.apps} aria-label={t('down_apps_label')}>
        {choices.map((choice) => (
          <li key={choice.kind}>
            <AppCard choice={choice} />
          </li>
        ))}
      </ul>
      <section className={styles.help} aria-labelledby="down-help">
        <h2 id="down-help" className={styles.helpTitle}>
          {t('down_help_title')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('down_help_scan')}</li>
          <li>{t('down_help_android')}</li>
          <li>{t('down_help_ios')}</li>
        </ol>
      </section>
    </div>
  );
}
