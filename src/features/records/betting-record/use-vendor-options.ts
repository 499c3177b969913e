import { useMemo } from 'react';
import { useGameVendors } from '@/core';
import type { SelectOption } from '@/components/record-table/record-select';

/**
 * The vendors a bet can come from, as the game menu knows them (GCSGAME_newGameVendor, the list the
 * navigation already holds): one option per vendor code, by name. A vendor sits in several lanes
 * (JILI makes slots and fishing games): it is listed once. Until the list arrives, or if it fails, only
 * "all vendors" is offered: the record itself still loads.
 */
export function useVendorOptions(): SelectOption[] {
  const lanes = useGameVendors().data;
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const lane of lanes ?? []) {
      for (const card of lane.cards) {
        if (!names.has(card.vassalage)) names.set(card.vassalage, card.displayName || card.vassalage);
      }
    }
    return [...names.entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [lanes]);
}
