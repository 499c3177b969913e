import type { VendorCard, VendorLane } from '@/api';
import { lottoAreaFor, prizeModeFor } from '@/features/lottery';
import { selectGame } from '@/features/lottery/select-game';
import { seaMenus, type LotteryMenu } from '@/features/lottery/use-lottery-menus';

const card = (vassalage: string): VendorCard => ({
  vassalage,
  displayName: vassalage,
  lagerIcon: null,
  smallIcon: null,
  isGame: 'VASSALAGE',
  gameCode: '',
  gameType: null,
  nodeId: null,
});
const lane = (title: string, ...vendors: string[]): VendorLane => ({
  title,
  cards: vendors.map(card),
  gameClassify: [],
});

const game = (gameCode: string, vendor: string) => ({
  nodeId: null,
  gameCode,
  gameName: gameCode,
  vendor,
  gameType: 'LOTT',
  iconUrl: null,
  maintenance: false,
});
const menu = (menuCode: string, ...games: ReturnType<typeof game>[]): LotteryMenu => ({
  menuCode,
  displayName: menuCode,
  games,
});

describe('prize mode (product rules: states and flows)', () => {
  it('is ELOTT when the ELOTT lane holds a card for TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeFor([lane('LOTT', 'TCG_SEA'), lane('ELOTT', 'ELOTT', 'TCG_LOTTO_VN')])).toBe('ELOTT');
    expect(prizeModeFor([lane('elott', 'LOTT')])).toBe('ELOTT');
  });

  it('is LOTT otherwise: no ELOTT lane, or one without those vendors, or no vendor list', () => {
    expect(prizeModeFor([lane('LOTT', 'TCG_LOTTO_VN', 'LOTT'), lane('RNG', 'PG')])).toBe('LOTT');
    expect(prizeModeFor([lane('ELOTT', 'ELOTT', 'TCG_SEA')])).toBe('LOTT');
    expect(prizeModeFor([])).toBe('LOTT');
    expect(prizeModeFor(undefined)).toBe('LOTT');
  });
});

describe('lotto area', () => {
  it('is the page area on the Sea and Vietnam pages, else the game vendor or menu area, else SEA', () => {
    expect(lottoAreaFor('sea', 'TCG_LOTTO_VN', 'VN')).toBe('SEA');
    expect(lottoAreaFor('vn', 'TCG_SEA', 'SEA')).toBe('VN');
    expect(lottoAreaFor('general', 'TCG_LOTTO_VN', 'QK')).toBe('VN');
    expect(lottoAreaFor('general', 'TCG_SEA', 'QK')).toBe('SEA');
    expect(lottoAreaFor('general', 'LOTT', 'vn')).toBe('VN');
    expect(lottoAreaFor('general', 'ELOTT', 'KN')).toBe('SEA');
  });
});

describe('game selection and the Sea menus', () => {
  const menus = [menu('VN', game('A', 'TCG_LOTTO_VN')), menu('SEA', game('B', 'LOTT'), game('C', 'LOTT'))];

  it('picks the game the address names, the first listed one without a code, and keeps an unlisted code', () => {
    expect(selectGame(menus, 'C')).toMatchObject({ game: { gameCode: 'C' }, menuCode: 'SEA', listed: true });
    expect(selectGame(menus, null)).toMatchObject({ game: { gameCode: 'A' }, menuCode: 'VN', listed: true });
    expect(selectGame(menus, 'ZZ')).toMatchObject({
      game: { gameCode: 'ZZ', gameName: 'ZZ' },
      listed: false,
    });
    expect(selectGame([], null)).toBeUndefined();
  });

  it('keeps the Sea vendor games and the Sea menu, or every menu when there are none', () => {
    const withSeaVendor = [...menus, menu('QK', game('D', 'TCG_SEA'), game('E', 'LOTT'))];
    expect(seaMenus(withSeaVendor).map((m) => [m.menuCode, m.games.map((g) => g.gameCode)])).toEqual([
      ['SEA', ['B', 'C']],
      ['QK', ['D']],
    ]);
    const noSea = [menu('VN', game('A', 'TCG_LOTTO_VN'))];
    expect(seaMenus(noSea)).toEqual(noSea);
  });
});
