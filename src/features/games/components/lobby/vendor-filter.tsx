import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@/api';
import { ChipRow } from '@/components/swiped-row/chip-row';

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
    <ChipRow
      label={t('lobby_vendors')}
      previousLabel={t('lobby_vendors_previous')}
      nextLabel={t('lobby_vendors_next')}
      items={chips}
      chipKey={(chip) => chip.vassalage}
      chipLabel={(chip) => chip.name}
      active={active}
      onChoose={(chip) => onSelect(chip.vassalage)}
    />
  );
});
