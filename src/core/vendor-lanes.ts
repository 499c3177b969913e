import type { VendorCard, VendorLane } from '@/api';

/**
 * Vendors the backend files under SPORTS that the site shows as lanes of their own: the reference moves
 * IMES, TF, IA to ESPORTS and SV3 to COCKFIGHT; the product adds AV, AI and DS88, DIG.
 */
export const ESPORTS_VENDORS: ReadonlySet<string> = new Set(['IMES', 'TF', 'IA', 'AV', 'AI']);
export const COCKFIGHT_VENDORS: ReadonlySet<string> = new Set(['SV3', 'DS88', 'DIG']);
/** RNG vendors the reference also lists (copies, not moves) in an SPB lane after RNG. */
export const SPB_VENDORS: ReadonlySet<string> = new Set(['SPB', 'SS']);

interface Derived {
  title: string;
  from: string;
  vendors: ReadonlySet<string>;
  move: boolean;
}

// In the order the new lanes are inserted after their source lane.
const DERIVED: readonly Derived[] = [
  { title: 'ESPORTS', from: 'SPORTS', vendors: ESPORTS_VENDORS, move: true },
  { title: 'COCKFIGHT', from: 'SPORTS', vendors: COCKFIGHT_VENDORS, move: true },
  { title: 'SPB', from: 'RNG', vendors: SPB_VENDORS, move: false },
];

const titleOf = (lane: VendorLane) => lane.title.toUpperCase();

function withCards(lane: VendorLane, cards: readonly VendorCard[]): VendorLane {
  const seen = new Set(lane.cards.map((c) => c.vassalage));
  return { ...lane, cards: [...lane.cards, ...cards.filter((c) => !seen.has(c.vassalage))] };
}

/** The source lane's classifications narrowed to the vendors a derived lane takes. */
function classifyFor(source: VendorLane, vendors: ReadonlySet<string>): VendorLane['gameClassify'] {
  return source.gameClassify
    .map((item) => ({ ...item, vendors: item.vendors.filter((v) => vendors.has(v)) }))
    .filter((item) => item.vendors.length > 0);
}

function derive(lanes: VendorLane[], rule: Derived): VendorLane[] {
  const at = lanes.findIndex((lane) => titleOf(lane) === rule.from);
  const source = lanes[at];
  if (!source) return lanes;
  const taken = source.cards.filter((card) => rule.vendors.has(card.vassalage));
  if (taken.length === 0) return lanes;
  const next = [...lanes];
  if (rule.move) next[at] = { ...source, cards: source.cards.filter((c) => !rule.vendors.has(c.vassalage)) };
  // A backend that already sends the lane keeps it where it is; the taken cards join it.
  const existing = next.findIndex((lane) => titleOf(lane) === rule.title);
  if (existing >= 0) {
    next[existing] = withCards(next[existing]!, taken);
    return next;
  }
  let insertAt = at + 1;
  while (
    insertAt < next.length &&
    DERIVED.some((d) => d.from === rule.from && d.title === titleOf(next[insertAt]!))
  ) {
    insertAt += 1;
  }
  next.splice(insertAt, 0, {
    title: rule.title,
    cards: taken,
    gameClassify: classifyFor(source, rule.vendors),
  });
  return next;
}

/**
 * The lanes as the reference builds them from the backend's (product rules: game and lottery calls): e-sports and cockfight
 * vendors leave SPORTS for lanes of their own inserted after it; the SPB lane after RNG copies its vendors.
 * Deriving twice changes nothing.
 */
export function deriveVendorLanes(lanes: readonly VendorLane[]): VendorLane[] {
  return DERIVED.reduce(derive, [...lanes]);
}
