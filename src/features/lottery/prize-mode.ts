import type { VendorLane } from '@/api';

/** Prize modes of the lottery gateway (product rules: constants and limits lists LOTT, ZY, ELOTT, SEA); the portal picks one of two. */
export type PrizeMode = 'LOTT' | 'ELOTT';

/** Vendors whose card in the ELOTT lane switches the lottery to e-lottery prizes. */
const ELOTT_PRIZE_VENDORS = new Set(['TCG_LOTTO_VN', 'LOTT']);

/**
 * Product rules: states and flows: the prize mode is ELOTT when the vendor categories hold an ELOTT card for
 * TCG_LOTTO_VN or LOTT, otherwise LOTT. Without a vendor list (not loaded, failed) it is LOTT.
 */
export function prizeModeFor(lanes: readonly VendorLane[] | undefined): PrizeMode {
  const elott = (lanes ?? []).some(
    (lane) =>
      lane.title.toUpperCase() === 'ELOTT' &&
      lane.cards.some((card) => ELOTT_PRIZE_VENDORS.has(card.vassalage)),
  );
  return elott ? 'ELOTT' : 'LOTT';
}
