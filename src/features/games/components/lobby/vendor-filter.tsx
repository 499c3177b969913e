import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@/api';
import { SwipedRow, swipedRowChip } from '@/components/swiped-row/swiped-row';

/** The same spacing as the category bar below it. */
const SPACING = 5;
const ALL = 'ALL';

export interface VendorFilterProps {
  cards: readonly VendorCard[];
  /** The chosen vendor code; ALL means every vendor. */
  active: string;
  onSelect: (vassalage: string) => void;
}

/** The lobby's vendor chips: All providers, then each vendor of the lane. */
export const VendorFilter = memo(function VendorFilter({ cards, active, onSelect }: VendorFilterProps) {
  const { t } = useTranslation();
  const chips = useMemo(
    () => [
      { vassalage: ALL, name: t('lobby_vendor_all') },
      ...cards.map((card) => ({ vassalage: card.vassalage, name: card.displayName || card.vassalage })),
    ],
    [cards, t],
  );
  return (
    <SwipedRow
      label={t('lobby_vendors')}
      previousLabel={t('lobby_vendors_previous')}
      nextLabel={t('lobby_vendors_next')}
      spaceBetween={SPACING}
      items={chips}
      itemKey={(chip) => chip.vassalage}
      renderItem={(chip) => (
        <button
          type="button"
          className={swipedRowChip}
          aria-pressed={active === chip.vassalage}
          onClick={() => onSelect(chip.vassalage)}
        >
          {chip.name}
        </button>
      )}
    />
  );
});
