import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@/api';
import { ScrollRow, scrollRowChip } from '@/components/scroll-row/scroll-row';

export interface VendorFilterProps {
  cards: readonly VendorCard[];
  /** The chosen vendor code; ALL means every vendor. */
  active: string;
  onSelect: (vassalage: string) => void;
}

/** The lobby's vendor chips: All providers, then each vendor of the lane. */
export const VendorFilter = memo(function VendorFilter({ cards, active, onSelect }: VendorFilterProps) {
  const { t } = useTranslation();
  return (
    <ScrollRow
      label={t('lobby_vendors')}
      previousLabel={t('lobby_scroll_previous')}
      nextLabel={t('lobby_scroll_next')}
    >
      <button
        type="button"
        className={scrollRowChip}
        aria-pressed={active === 'ALL'}
        onClick={() => onSelect('ALL')}
      >
        {t('lobby_vendor_all')}
      </button>
      {cards.map((card) => (
        <button
          key={card.vassalage}
          type="button"
          className={scrollRowChip}
          aria-pressed={active === card.vassalage}
          onClick={() => onSelect(card.vassalage)}
        >
          {card.displayName || card.vassalage}
        </button>
      ))}
    </ScrollRow>
  );
});
