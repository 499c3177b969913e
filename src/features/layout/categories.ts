import type { VendorCard, VendorLane } from '@/api';
import type { GameRef } from '@/core';
import { gameTypePath, paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n';

export type CategoryCode =
  | 'HOT'
  | 'RNG'
  | 'LIVE'
  | 'SPORTS'
  | 'ESPORTS'
  | 'FISH'
  | 'PVP'
  | 'LOTT'
  | 'ELOTT'
  | 'COCKFIGHT'
  | 'INHOUSE'
  | 'PROMO';

export interface NavCategory {
  code: CategoryCode;
  labelKey: TranslationKey;
  /** Where a click on the entry goes. */
  path: string;
  vendors: VendorCard[];
  /** Rebate shown in the drop menu (product rules: pages and layout); absent where the spec gives none. */
  rebate?: string;
  /** Promo (and Home and Down, which the nav does not list) never drop a menu. */
  dropMenu: boolean;
  /** A click starts this game instead of going to `path` (cockfight: product rules: pages and layout). */
  start?: GameRef;
}

/** Slot vendors whose games are the site's own: listed again under In-house. */
const INHOUSE_VENDORS = new Set(['PGE']);

const REBATES: Partial<Record<CategoryCode, string>> = {
  LOTT: '1%',
  ELOTT: '1%',
  PVP: '-',
  FISH: '1%',
  RNG: '1.2%',
  LIVE: '0.8%',
  SPORTS: '1%',
  ESPORTS: '1%',
};

/** A category's name: its code in lower case after `nav_` (nav_hot, nav_rng, ...), each a key tsc checks. */
const labelOf = (code: CategoryCode): TranslationKey =>
  `nav_${code.toLowerCase() as Lowercase<CategoryCode>}`;

const PATHS: Record<CategoryCode, string> = {
  HOT: gameTypePath('hot'),
  RNG: gameTypePath('rng'),
  LIVE: gameTypePath('live'),
  SPORTS: gameTypePath('sports'),
  ESPORTS: gameTypePath('esports'),
  FISH: gameTypePath('fish'),
  PVP: gameTypePath('pvp'),
  LOTT: paths.lott,
  ELOTT: paths.elott,
  COCKFIGHT: gameTypePath('cockfight'),
  INHOUSE: gameTypePath('inHouse'),
  PROMO: paths.promotions,
};

const LANE_CODES = new Set<string>([
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
]);

/** A lottery click goes to the Vietnam, Sea or general lottery page by the vendor of its first game. */
export function lotteryPath(first: VendorCard | undefined): string {
  if (!first) return paths.lottery;
  if (first.vassalage === 'TCG_LOTTO_VN') return paths.vnLottery;
  if (first.vassalage === 'TCG_SEA') return paths.seaLottery;
  return first.gameCode ? `${paths.lottery}?gameCode=${encodeURIComponent(first.gameCode)}` : paths.lottery;
}

/**
 * A cockfight click starts the first cockfight game directly: the first cockfight vendor card that names a
 * game (isGame 'game' cards carry its gameCode, and in some builds its nodeId).
 */
export function cockfightStart(vendors: readonly VendorCard[]): GameRef | undefined {
  const card = vendors.find((c) => c.isGame === 'game' && (c.gameCode || c.nodeId));
  if (!card) return undefined;
  return {
    nodeId: card.nodeId ?? '',
    vassalage: card.vassalage,
    gameType: 'COCKFIGHT',
    gameName: card.displayName,
    gameCode: card.gameCode,
  };
}

/**
 * What a vendor inside a category's drop menu starts instead of leading to its page: a cockfight vendor
 * starts its first cockfight game, as the cockfight entry starts the first vendor's.
 */
export function vendorStart(category: NavCategory, vendor: VendorCard): GameRef | undefined {
  return category.code === 'COCKFIGHT' ? cockfightStart([vendor]) : undefined;
}

/** Where a vendor inside a category's drop menu leads. */
export function vendorPath(category: NavCategory, vendor: VendorCard): string {
  if (category.code === 'LOTT') return lotteryPath(vendor);
  return `${PATHS[category.code]}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
}

function category(code: CategoryCode, vendors: VendorCard[]): NavCategory {
  return {
    code,
    labelKey: labelOf(code),
    path: code === 'LOTT' ? lotteryPath(vendors[0]) : PATHS[code],
    vendors,
    rebate: REBATES[code],
    dropMenu: code !== 'PROMO' && vendors.length > 0,
    ...(code === 'COCKFIGHT' ? { start: cockfightStart(vendors) } : {}),
  };
}

function mergeUnique(into: VendorCard[], cards: readonly VendorCard[]): VendorCard[] {
  const seen = new Set(into.map((c) => c.vassalage));
  return [...into, ...cards.filter((c) => !seen.has(c.vassalage))];
}

/**
 * The navigation of product rules: pages and layout: hot first, then every game category that has at least one vendor
 * in the lanes' order (e-sports and cockfight arrive as lanes of their own: src/core/vendor-lanes.ts;
 * in-house drawn from slots), then promotions last.
 */
export function buildNavCategories(lanes: readonly VendorLane[]): NavCategory[] {
  const order: CategoryCode[] = [];
  const vendors = new Map<CategoryCode, VendorCard[]>();
  const add = (code: CategoryCode, cards: readonly VendorCard[]) => {
    if (!order.includes(code)) order.push(code);
    vendors.set(code, mergeUnique(vendors.get(code) ?? [], cards));
  };

  for (const lane of lanes) {
    const title = lane.title.toUpperCase();
    if (!LANE_CODES.has(title)) continue;
    add(title as CategoryCode, lane.cards);
    if (title === 'RNG')
      add(
        'INHOUSE',
        lane.cards.filter((c) => INHOUSE_VENDORS.has(c.vassalage)),
      );
  }

  const games = order
    .map((code) => category(code, vendors.get(code) ?? []))
    .filter((c) => c.vendors.length > 0);
  return [{ ...category('HOT', []), dropMenu: false }, ...games, category('PROMO', [])];
}
