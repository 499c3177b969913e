import type { ReactNode } from 'react';
import { SwipedRow, swipedRowChip, type SwipedRowProps } from './swiped-row';

/** Space between chips, px: chips at their own width, 5 px apart (product rules: constants and limits), in every row alike. */
const CHIP_SPACING = 5;

type RowProps<T> = Pick<SwipedRowProps<T>, 'items' | 'label' | 'previousLabel' | 'nextLabel' | 'resetKey'>;

interface ChipRowProps<T> extends RowProps<T> {
  chipKey: (item: T) => string;
  chipLabel: (item: T) => ReactNode;
  /** The key of the chip shown pressed. */
  active: string;
  onChoose: (item: T) => void;
}

/** A swiped row of chips with one of them pressed: a filter (vendors, game categories, slot classes). */
export function ChipRow<T>({ chipKey, chipLabel, active, onChoose, ...row }: ChipRowProps<T>) {
  return (
    <SwipedRow
      {...row}
      spaceBetween={CHIP_SPACING}
      itemKey={chipKey}
      renderItem={(item) => (
        <button
          type="button"
          className={swipedRowChip}
          aria-pressed={chipKey(item) === active}
          onClick={() => onChoose(item)}
        >
          {chipLabel(item)}
        </button>
      )}
    />
  );
}
