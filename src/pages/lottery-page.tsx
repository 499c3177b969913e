import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/icon/category-icon';
import { PageHeader } from '@/components/page-header/page-header';
import { pageNames } from '@/i18n/page-names';
import { LotteryView, type LotteryVariant } from '@/features/lottery';
import type { TranslationKey } from '@/i18n';
import styles from './pages.module.css';

const titles: Record<LotteryVariant, TranslationKey> = {
  general: pageNames.lottery,
  sea: pageNames.seaLottery,
  vn: pageNames.vnLottery,
};

/** /lottery (?gameCode), /seaLottery and /vnLottery (product rules: pages and layout); the route guard lets members in. */
export function LotteryPage({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader
        icon={<CategoryIcon code="LOTT" size={26} />}
        title={t(titles[variant])}
        subtitle={t('lottery_lead')}
      />
      <LotteryView variant={variant} />
    </div>
  );
}
