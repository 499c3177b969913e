import type { VendorLane } from '@/api';
import { shippedLanguages } from '@/i18n/languages';

/** Product rules: constants and limits "Game filters". */
export const FILTER_ALL = 'ALL';
export const FILTER_FAV = 'FAV';
export const FILTER_RECENT = 'RECENT';
export const FILTER_NEW = 'NEW';

/** Filters only a logged-in member may choose (product rules: validation). */
export const LOGIN_FILTERS: ReadonlySet<string> = new Set([FILTER_FAV, FILTER_RECENT]);

export interface CategoryMenuItem {
  key: string;
  /** A translation key for the built-in filters and the server's classifications (product rules: data the portal reads and keeps). */
  labelKey: string;
  needsLogin: boolean;
}

export interface CategoryMenuInput {
  gameType: string;
  classify: VendorLane['gameClassify'];
  /** The selected vendor; ALL or empty means no filter. */
  vendor?: string;
  hiddenKeys?: readonly string[];
  /** The languages the site supports (those its language selector lists); Bingo needs TY among them. */
  supportedLanguages?: readonly string[];
}

/** Product rules: constants and limits: the slot sub-category bingo (BG) is offered only when language TY is supported. */
const languageOnlyKeys: Readonly<Record<string, string>> = { BG: 'TY' };

/**
 * Product rules: constants and limits "Category menu order": All, Favorites, Recent, then New for RNG only, then the lane's
 * own categories; with a vendor selected only categories listing that vendor remain; a parent may hide keys,
 * and a category tied to a language the site does not support is left out.
 */
export function buildCategoryMenu({
  gameType,
  classify,
  vendor,
  hiddenKeys = [],
  supportedLanguages = shippedLanguages,
}: CategoryMenuInput) {
  const hidden = new Set(hiddenKeys);
  for (const [key, language] of Object.entries(languageOnlyKeys)) {
    if (!supportedLanguages.includes(language)) hidden.add(key);
  }
  const items: CategoryMenuItem[] = [FILTER_ALL, FILTER_FAV, FILTER_RECENT].map((key) => ({
    key,
    labelKey: `filter_${key}`,
    needsLogin: LOGIN_FILTERS.has(key),
  }));
  if (gameType.toUpperCase() === 'RNG')
    items.push({ key: FILTER_NEW, labelKey: 'filter_NEW', needsLogin: false });
  const narrow = vendor && vendor !== FILTER_ALL ? vendor : null;
  const seen = new Set(items.map((i) => i.key));
  for (const entry of classify) {
    if (seen.has(entry.key)) continue;
    if (narrow && !entry.vendors.includes(narrow)) continue;
    seen.add(entry.key);
    items.push({ key: entry.key, labelKey: entry.displayName || entry.key, needsLogin: false });
  }
  return items.filter((item) => !hidden.has(item.key));
}
