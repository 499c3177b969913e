/** The three lottery pages of product rules: pages and layout: /lottery?gameCode, /seaLottery and /vnLottery. */
export type LotteryVariant = 'general' | 'sea' | 'vn';

export type LottoArea = 'VN' | 'SEA';

/** Product rules: constants and limits: the lottery type when nothing says otherwise. */
const DEFAULT_AREA: LottoArea = 'SEA';

const VENDOR_AREAS: Readonly<Record<string, LottoArea>> = { TCG_LOTTO_VN: 'VN', TCG_SEA: 'SEA' };

/**
 * The lottoArea of a launch: the Sea and Vietnam pages are their area; on the general page a game's area
 * is its vendor's (Vietnam or Sea lottery), else its menu's when that names an area, else SEA.
 */
export function lottoAreaFor(variant: LotteryVariant, vendor: string, menuCode: string): LottoArea {
  if (variant === 'sea') return 'SEA';
  if (variant === 'vn') return 'VN';
  const byVendor = VENDOR_AREAS[vendor.toUpperCase()];
  if (byVendor) return byVendor;
  const menu = menuCode.toUpperCase();
  return menu === 'VN' || menu === 'SEA' ? menu : DEFAULT_AREA;
}
