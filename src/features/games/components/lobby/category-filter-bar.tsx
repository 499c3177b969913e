import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorLane } from '@/api';
import { selectToken, useSessionStore } from '@/core';
import { openPopup } from '@/lib/popup-store';
import { buildCategoryMenu } from '../../model/category-menu';
import { translateLabel } from '../../model/translate-label';
import { ChipRow } from '@/components/swiped-row/chip-row';

export interface CategoryFilterBarProps {
  gameType: string;
  /** The lane's classifications (product rules: data the portal reads and keeps, vendor category gameClassify). */
  classify: VendorLane['gameClassify'];
  /** The selected vendor; ALL or empty means none. */
  vendor?: string;
  /** The chosen category key (gameClassify); shown as active. */
  active: string;
  onSelect: (key: string) => void;
  /** Keys a parent hides (product rules: constants and limits). */
  hiddenKeys?: readonly string[];
}

/**
 * The category filter bar of product rules: pages and layout: All, Favorites, Recent, New (RNG only), then the lane's
 * categories for the selected vendor. Favorites and Recent need a login: a visitor gets the login popup.
 */
export const CategoryFilterBar = memo(function CategoryFilterBar({
  gameType,
  classify,
  vendor,
  active,
  onSelect,
  hiddenKeys,
}: CategoryFilterBarProps) {
  const { t, i18n } = useTranslation();
  const token = useSessionStore(selectToken);
  const items = useMemo(
    () => buildCategoryMenu({ gameType, classify, vendor, hiddenKeys }),
    [gameType, classify, vendor, hiddenKeys],
  );

  return (
    <ChipRow
      label={t('lobby_categories')}
      previousLabel={t('lobby_scroll_previous')}
      nextLabel={t('lobby_scroll_next')}
      resetKey={vendor ?? 'ALL'}
      items={items}
      chipKey={(item) => item.key}
      chipLabel={(item) => translateLabel(t, i18n, item.labelKey, item.key)}
      active={active}
      onChoose={(item) => {
        if (item.needsLogin && !token) {
          openPopup('login');
          return;
        }
        onSelect(item.key);
      }}
    />
  );
});
