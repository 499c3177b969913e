import { i18n, type TranslationKey } from '@/i18n';
import type { LotteryMenu } from './use-lottery-menus';

/**
 * A menu's name: our own words for the menu codes we know, else the server's displayName (a translation key
 * in some builds, plain text in others), else the code itself.
 */
export function menuLabel(menu: Pick<LotteryMenu, 'menuCode' | 'displayName'>): string {
  const own = `lottery_menu_${menu.menuCode.toUpperCase()}`;
  if (i18n.exists(own)) return i18n.t(own as TranslationKey);
  if (menu.displayName && i18n.exists(menu.displayName)) return i18n.t(menu.displayName as TranslationKey);
  return menu.displayName || menu.menuCode;
}
