import {
  baseNames,
  rngClassifyWeights,
  slotAdjectives,
  slotNouns,
  slotSuffixes,
  unsafeNames,
} from './game-words';
import type { GameRecord, LocalizedText } from './game-types';
import { createPrng, pick, type Prng } from '../../shared/prng';
import { vendorSeeds, type VendorSeed } from './vendors';

export interface GameCatalogue {
  games: readonly GameRecord[];
  byNodeId: ReadonlyMap<number, GameRecord>;
  /** Fixed nodeIds the docs and tests refer to. */
  landmarks: { maintenanceNodeId: number; unsafeNodeIds: readonly number[] };
}

const FIRST_NODE_ID = 100001;

function weightedClassify(rng: Prng): string {
  const total = rngClassifyWeights.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng() * total;
  for (const [classify, weight] of rngClassifyWeights) {
    roll -= weight;
    if (roll < 0) return classify;
  }
  return 'VS';
}

function slotName(rng: Prng, used: Set<string>): LocalizedText {
  for (;;) {
    const [adjEn, adjPt] = pick(rng, slotAdjectives);
    const [nounEn, nounPt] = pick(rng, slotNouns);
    const [sufEn, sufPt] = pick(rng, slotSuffixes);
    const en = `${adjEn} ${nounEn}${sufEn}`;
    // Re-roll duplicates within a vendor so lists do not repeat a title.
    if (!used.has(en)) {
      used.add(en);
      return { EN: en, PT: `${nounPt} ${adjPt}${sufPt}` };
    }
  }
}

function buildVendorGames(vendor: VendorSeed, rng: Prng, nextId: () => number): GameRecord[] {
  const used = new Set<string>();
  const games: GameRecord[] = [];
  for (let i = 0; i < vendor.count; i += 1) {
    const nodeId = nextId();
    let names: LocalizedText;
    let classify: string;
    if (vendor.gameType === 'RNG') {
      names = slotName(rng, used);
      classify = weightedClassify(rng);
    } else {
      const bases = baseNames[vendor.gameType];
      const [en, pt, cls] = bases[i % bases.length] ?? ['Game', 'Jogo', 'XX'];
      const round = Math.floor(i / bases.length);
      const label = round === 0 ? '' : ` ${round + 1}`;
      names = { EN: `${en}${label}`, PT: `${pt}${label}` };
      classify = cls;
    }
    if (vendor.code === 'HABA' && i < unsafeNames.length) names = unsafeNames[i] ?? names;
    games.push({
      nodeId,
      roomId: vendor.gameType === 'PVP' ? nodeId * 10 + 1 : null,
      vassalage: vendor.code,
      vendorName: vendor.displayName,
      names,
      searchText: `${names.EN}\n${names.PT}`.toLowerCase(),
      gameType: vendor.gameType,
      gameClassify: classify,
      gameCode: `${vendor.code}_${vendor.gameType}_${String(i + 1).padStart(4, '0')}`,
      isTop: rng() < 0.08,
      isNew: rng() < 0.06,
      minBet: pick(rng, [0.1, 0.2, 0.5, 1, 2, 5]),
      maintenance: rng() < 0.004,
      popularity: rng(),
    });
  }
  return games;
}

function buildCatalogue(): GameCatalogue {
  const rng = createPrng(20261101);
  let id = FIRST_NODE_ID;
  const nextId = (): number => id++;
  const games = vendorSeeds.flatMap((vendor) => buildVendorGames(vendor, rng, nextId));
  // A known game under maintenance (the first CQ9 slot), so the launch error can be shown on purpose.
  const cq9 = games.find((g) => g.vassalage === 'CQ9' && g.gameType === 'RNG');
  if (cq9) cq9.maintenance = true;
  const unsafeNodeIds = games
    .filter((g) => g.vassalage === 'HABA')
    .slice(0, unsafeNames.length)
    .map((g) => g.nodeId);
  return {
    games,
    byNodeId: new Map(games.map((g) => [g.nodeId, g])),
    landmarks: { maintenanceNodeId: cq9?.nodeId ?? FIRST_NODE_ID, unsafeNodeIds },
  };
}

let cached: GameCatalogue | null = null;

/** Built once per process (a few milliseconds); the catalogue is read-only, so resets keep it. */
export function gameCatalogue(): GameCatalogue {
  cached ??= buildCatalogue();
  return cached;
}
