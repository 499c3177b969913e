import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n';
import { ALL_REWARDS } from '../api/point-reward';
import type { ConversionType } from '../api/point-conversion-types';
import styles from './points-mall.module.css';

/** The tab names the member centre knows by type (its mall constants); another type shows the server's name. */
const knownTabs: Record<number, TranslationKey> = {
  0: 'points_tab_all',
  1: 'points_tab_discount_exchange',
  2: 'points_tab_domestic_services',
  3: 'points_tab_gift_redemption',
};

/**
 * The mall's tabs: All first, then the server's, each filtering the catalogue. No tabs (none sent, or the
 * call failed) leaves the whole catalogue, which is what All shows anyway.
 */
export function RewardTabs({
  tabs,
  chosen,
  onChoose,
}: {
  tabs: readonly ConversionType[] | undefined;
  chosen: number;
  onChoose: (conversionType: number) => void;
}) {
  const { t } = useTranslation();
  const others = (tabs ?? []).filter((tab) => tab.conversionType !== ALL_REWARDS);
  if (others.length === 0) return null;
  const label = (tab: ConversionType) => {
    const known = knownTabs[tab.conversionType];
    return known ? t(known) : tab.name || t('points_tab_other', { type: tab.conversionType });
  };
  return (
    <div className={styles.tabs} role="group" aria-label={t('points_tabs')}>
      {[{ conversionType: ALL_REWARDS, name: '' }, ...others].map((tab) => (
        <button
          key={tab.conversionType}
          type="button"
          className={styles.tab}
          aria-pressed={tab.conversionType === chosen}
          onClick={() => onChoose(tab.conversionType)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
