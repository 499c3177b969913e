import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/icon/category-icon';
import { PageHeader } from '@/components/page-header/page-header';
import { StatePanel } from '@/components/state-panel/state-panel';
import type { TranslationKey } from '@/i18n';
import styles from './pages.module.css';

export interface ComingSoonPageProps {
  titleKey: TranslationKey;
  icon?: string;
  /** A short line under the title, e.g. the vendor filter in the URL. */
  subtitle?: string;
}

/** The page frame later issues fill in: its translated title and a friendly "coming soon" state. */
export function ComingSoonPage({ titleKey, icon = 'PROMO', subtitle }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader icon={<CategoryIcon code={icon} size={26} />} title={t(titleKey)} subtitle={subtitle} />
      <StatePanel
        size="page"
        icon={<CategoryIcon code={icon} size={28} />}
        title={t('common_coming_soon')}
        message={t('page_coming_soon_text')}
      />
    </div>
  );
}
