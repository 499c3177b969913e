import type { TranslationKey } from '@/i18n';

/** The product's activity types, in the order the tabs show them (after All). */
export const promotionTypes = [
  'newbie',
  'limited',
  'special',
  'daily',
  'highrebate',
  'vip',
  'rebate',
  'pointsmall',
  'ranking',
  'deposit',
  'appdownload',
] as const;
export type PromotionType = (typeof promotionTypes)[number];

/** A tab: every promotion, one type, or the promotions of a type this build does not know. */
export type PromotionTab = 'all' | PromotionType | 'other';

export const tabKeys: Record<PromotionTab, TranslationKey> = {
  all: 'promos_type_all',
  newbie: 'promos_type_newbie',
  limited: 'promos_type_limited',
  special: 'promos_type_special',
  daily: 'promos_type_daily',
  highrebate: 'promos_type_highrebate',
  vip: 'promos_type_vip',
  rebate: 'promos_type_rebate',
  pointsmall: 'promos_type_pointsmall',
  ranking: 'promos_type_ranking',
  deposit: 'promos_type_deposit',
  appdownload: 'promos_type_appdownload',
  other: 'promos_type_other',
};

/** The tab a promotion belongs to; builds spell the type in any case, some with separators (high_rebate). */
export function tabOf(promotionType: string | null | undefined): PromotionTab {
  const type = (promotionType ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return (promotionTypes as readonly string[]).includes(type) ? (type as PromotionType) : 'other';
}

/**
 * Only the tabs that have promotions, All first: an empty tab would be a click that leads nowhere. The
 * catch-all tab comes last and only when a promotion has an unknown type.
 */
export function tabsFor(types: readonly (string | null | undefined)[]): PromotionTab[] {
  const present = new Set(types.map(tabOf));
  return [
    'all',
    ...promotionTypes.filter((type) => present.has(type)),
    ...(present.has('other') ? ['other' as const] : []),
  ];
}
