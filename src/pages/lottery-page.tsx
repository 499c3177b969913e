import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/icon/category-icon';
import { pageNames } from '@/i18n/page-names';
import { LotteryView, type LotteryVariant } from '@/features/lottery';
import type { TranslationKey } from '@/i18n';
import styles from './pages.module.css';

const titles: Record<LotteryVariant, TranslationKey> = {
  general: pageNames.lottery,
  sea: pageNames.seaLottery,
  vn: pageNames.vnLottery,
};

/** /lottery (?gameCode), /seaLottery and /vnLottery (spec 1 section 2); the route guard lets members in. */
export function LotteryPage({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <span className={styles.pageIcon}>
          <CategoryIcon code="LOTT" size={26} />
        </span>
        <div>
          <h1 className={styles.pageTitle}>{t(titles[variant])}</h1>
          <p className={styles.pageSubtitle}>{t('lottery_lead')}</p>
        </div>
      </div>
      <LotteryView variant={variant} />
    </div>
  );
}
