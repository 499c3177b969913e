import type { Game, VendorLane } from '@/api';
import { buildCategoryMenu } from '@/features/games';
import { deriveVendorLanes } from '@/core';
import { cardsOf } from '@/features/games/lobby';
import { filterGames, indexGames } from '@/features/games/model/game-filter';
import { gridLayoutFor } from '@/features/games/components/lobby/use-grid-layout';
import { sessionScope } from '@/core/session-scope';

const classify: VendorLane['gameClassify'] = [
  { key: 'VS', displayName: 'slot_video', vendors: ['PG', 'PP'] },
  { key: 'JP', displayName: 'slot_jackpot', vendors: ['PP'] },
  { key: 'BG', displayName: 'slot_bingo', vendors: ['PG'] },
];

/** Bingo shows only where TY is supported: these cases are about order and narrowing, so TY is. */
const withTY = ['EN', 'PT', 'TY'];

describe('category menu (product rules: constants and limits)', () => {
  it('puts All, Favourites, Recent, New (RNG only), then the lane’s categories', () => {
    expect(
      buildCategoryMenu({ gameType: 'RNG', classify, supportedLanguages: withTY }).map((i) => i.key),
    ).toEqual(['ALL', 'FAV', 'RECENT', 'NEW', 'VS', 'JP', 'BG']);
    expect(
      buildCategoryMenu({ gameType: 'LIVE', classify, supportedLanguages: withTY }).map((i) => i.key),
    ).toEqual(['ALL', 'FAV', 'RECENT', 'VS', 'JP', 'BG']);
  });

  it('keeps only the selected vendor’s categories; ALL means none selected', () => {
    const narrowed = buildCategoryMenu({
      gameType: 'RNG',
      classify,
      vendor: 'PG',
      supportedLanguages: withTY,
    });
    expect(narrowed.map((i) => i.key)).toEqual(['ALL', 'FAV', 'RECENT', 'NEW', 'VS', 'BG']);
    expect(
      buildCategoryMenu({ gameType: 'RNG', classify, vendor: 'ALL', supportedLanguages: withTY }),
    ).toHaveLength(7);
  });

  it('hides the keys a parent passes and marks FAV and RECENT as login-only', () => {
    const menu = buildCategoryMenu({
      gameType: 'RNG',
      classify,
      hiddenKeys: ['NEW', 'RECENT', 'JP'],
      supportedLanguages: withTY,
    });
    expect(menu.map((i) => i.key)).toEqual(['ALL', 'FAV', 'VS', 'BG']);
    expect(menu.filter((i) => i.needsLogin).map((i) => i.key)).toEqual(['FAV']);
  });

  it('offers Bingo only when language TY is supported, which this build’s EN and PT are not', () => {
    const keys = (supportedLanguages?: string[]) =>
      buildCategoryMenu({ gameType: 'RNG', classify, supportedLanguages }).map((i) => i.key);
    expect(keys()).toEqual(['ALL', 'FAV', 'RECENT', 'NEW', 'VS', 'JP']);
    expect(keys(['EN', 'PT'])).not.toContain('BG');
    expect(keys(['EN', 'TY'])).toContain('BG');
  });
});

function game(nodeId: string, gameName: string, extra: Partial<Game> = {}): Game {
  return {
    nodeId,
    roomId: null,
    vassalage: 'PG',
    gameName,
    nodeName: gameName,
    gameType: 'RNG',
    gameClassify: 'VS',
    showIcon: null,
    iconUrl: null,
    defaultIcon: null,
    isTop: false,
    isNew: false,
    displayName: 'PG Soft',
    gameCode: null,
    maintenance: false,
    seamless: false,
    ...extra,
  };
}

describe('client-side filters', () => {
  const list = indexGames([
    game('1', 'Lucky Dragon'),
    game('2', 'Dragão da Sorte', { nodeName: 'Golden Dragon', vassalage: 'PP', isNew: true }),
    game('3', 'Tiger Gold', { gameClassify: 'JP' }),
  ]);
  const ids = (games: Game[]) => games.map((g) => g.nodeId);

  it('matches the name (any case) in either language', () => {
    expect(ids(filterGames(list, { query: 'DRAGON' }))).toEqual(['1', '2']);
    expect(ids(filterGames(list, { query: 'dragão' }))).toEqual(['2']);
    expect(ids(filterGames(list, { query: '  gold ' }))).toEqual(['2', '3']);
  });

  it('narrows by vendor, category and New together; ALL is no filter', () => {
    expect(ids(filterGames(list, { vendor: 'PG' }))).toEqual(['1', '3']);
    expect(ids(filterGames(list, { vendor: 'ALL', classify: 'JP' }))).toEqual(['3']);
    expect(ids(filterGames(list, { isNew: true }))).toEqual(['2']);
    expect(ids(filterGames(list, { vendor: 'PP', query: 'tiger' }))).toEqual([]);
  });
});

describe('vendor cards of a category', () => {
  const card = (vassalage: string) => ({
    vassalage,
    displayName: vassalage,
    lagerIcon: null,
    smallIcon: null,
    isGame: 'game',
    gameCode: null,
    gameType: null,
    nodeId: null,
  });
  // As the backend files them; the client derives its lanes once (src/core/vendor-lanes.ts).
  const served: VendorLane[] = [
    { title: 'SPORTS', cards: ['SBO', 'AV', 'DS88', 'TF', 'DIG'].map(card), gameClassify: [] },
    { title: 'RNG', cards: ['PG', 'PGE'].map(card), gameClassify: [] },
  ];
  const lanes = deriveVendorLanes(served);
  const codes = (c: ReturnType<typeof cardsOf>) => c.map((x) => x.vassalage);

  it('derives e-sports and cockfight from SPORTS and in-house from RNG', () => {
    expect(codes(cardsOf(lanes, 'SPORTS'))).toEqual(['SBO']);
    expect(codes(cardsOf(lanes, 'ESPORTS'))).toEqual(['AV', 'TF']);
    expect(codes(cardsOf(lanes, 'COCKFIGHT'))).toEqual(['DS88', 'DIG']);
    expect(codes(cardsOf(lanes, 'INHOUSE'))).toEqual(['PGE']);
    expect(codes(cardsOf(lanes, 'LIVE'))).toEqual([]);
  });

  it('builds the lanes as the reference does: ESPORTS and COCKFIGHT after SPORTS, SPB copied after RNG', () => {
    const derived = deriveVendorLanes([
      {
        title: 'SPORTS',
        cards: ['SBO', 'IMES', 'SV3', 'TF', 'IA'].map(card),
        gameClassify: [{ key: 'ES', displayName: 'es', vendors: ['IMES', 'TF'] }],
      },
      { title: 'RNG', cards: ['PG', 'SPB', 'SS'].map(card), gameClassify: [] },
      { title: 'LIVE', cards: ['EVO'].map(card), gameClassify: [] },
    ]);
    expect(derived.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['SBO']],
      ['ESPORTS', ['IMES', 'TF', 'IA']],
      ['COCKFIGHT', ['SV3']],
      ['RNG', ['PG', 'SPB', 'SS']],
      ['SPB', ['SPB', 'SS']],
      ['LIVE', ['EVO']],
    ]);
    expect(derived[1]?.gameClassify).toEqual([{ key: 'ES', displayName: 'es', vendors: ['IMES', 'TF'] }]);
    expect(deriveVendorLanes(derived)).toEqual(derived);
  });

  it('adds the moved cards to a lane the backend already sends, and adds no empty lane', () => {
    const derived = deriveVendorLanes([
      { title: 'SPORTS', cards: ['SBO', 'AV'].map(card), gameClassify: [] },
      { title: 'ESPORTS', cards: ['IA'].map(card), gameClassify: [] },
    ]);
    expect(derived.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['SBO']],
      ['ESPORTS', ['IA', 'AV']],
    ]);
  });
});

describe('grid layout', () => {
  it('fits columns of at least 150 px, two at phone width', () => {
    expect(gridLayoutFor(1100).columns).toBe(6);
    expect(gridLayoutFor(343).columns).toBe(2);
    const { columns, columnWidth, gap } = gridLayoutFor(1100);
    expect(columns * columnWidth + (columns - 1) * gap).toBeCloseTo(1100);
  });
});

describe('session scope of member queries', () => {
  it('changes with the session and never carries the token', () => {
    const token = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6';
    expect(sessionScope(null)).toBe('guest');
    expect(sessionScope(token)).not.toContain(token.slice(0, 8));
    expect(sessionScope(token)).not.toBe(sessionScope(`${token.slice(0, -1)}0`));
    expect(sessionScope(token)).toBe(sessionScope(token));
  });
});
