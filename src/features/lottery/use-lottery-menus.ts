import { useMemo } from 'react';
import { useGameMenus } from './api/game-menus';
import type { LotteryGame, LotteryMenu } from './api/lottery-shapes';
import { useLotteryMenu } from './api/lottery-menu';
import { useGameVendors } from '@/core';
import type { LotteryVariant } from './lottery-variant';
import { prizeModeFor, type PrizeMode } from './prize-mode';

export type { LotteryGame, LotteryMenu };

export interface LotteryMenusState {
  prizeMode: PrizeMode;
  menus: LotteryMenu[];
  /** Vendor code to the name the vendor list gives it (TCG_LOTTO_VN: "Vietnam Lottery"). */
  vendorNames: ReadonlyMap<string, string>;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  isFetching: boolean;
  retry: () => void;
}

/**
 * The Sea page's games: the Sea lottery vendor's, or the menu named after the Sea area. A catalogue that has
 * neither keeps every menu, so the page still offers something to play.
 */
export function seaMenus(menus: readonly LotteryMenu[]): LotteryMenu[] {
  const sea = menus
    .map((menu) => ({
      ...menu,
      games:
        menu.menuCode.toUpperCase() === 'SEA'
          ? menu.games
          : menu.games.filter((g) => g.vendor.toUpperCase() === 'TCG_SEA'),
    }))
    .filter((menu) => menu.games.length > 0);
  return sea.length > 0 ? sea : [...menus];
}

/**
 * The menus a lottery page lists: the Vietnam page asks the Vietnam lottery gateway for the prize mode's
 * menus (which waits for the vendor lanes that decide it); the Sea and general pages read the general menus.
 */
export function useLotteryMenus(variant: LotteryVariant): LotteryMenusState {
  const lanes = useGameVendors();
  const lanesSettled = lanes.data !== undefined || lanes.isError;
  const prizeMode = prizeModeFor(lanes.data);
  const vendorNames = useMemo(
    () =>
      new Map(
        (lanes.data ?? []).flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.displayName])),
      ),
    [lanes.data],
  );
  const vn = useLotteryMenu(prizeMode, variant === 'vn' && lanesSettled);
  const general = useGameMenus(variant !== 'vn');
  const query = variant === 'vn' ? vn : general;
  const { data } = query;
  const menus = useMemo(() => {
    const list = (data ?? []).filter((menu) => menu.games.length > 0);
    return variant === 'sea' ? seaMenus(list) : list;
  }, [data, variant]);
  return {
    prizeMode,
    menus,
    vendorNames,
    status: query.status,
    error: query.error,
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
