import { languageDictionary, shippedLanguages } from '@/i18n/languages';

type Table = Record<string, unknown>;
const files = import.meta.glob<{ default: Table }>('../../locales/**/*.json', { eager: true });

function merged(language: string): Table {
  return Object.entries(files)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .reduce<Table>((all, [, module]) => ({ ...all, ...module.default }), {});
}

function areas(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.includes(`/locales/${language}/`))
    .map((path) => path.split('/').pop() ?? '')
    .sort();
}

describe('locales', () => {
  const en = merged('en');
  const pt = merged('pt');

  it('has the same area files and the same keys in EN and PT', () => {
    expect(areas('pt')).toEqual(areas('en'));
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty or non-text values', () => {
    for (const table of [en, pt]) {
      for (const [key, value] of Object.entries(table)) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    }
  });

  it('keeps no key in two area files', () => {
    const seen = new Map<string, string>();
    for (const [path, module] of Object.entries(files).filter(([p]) => p.includes('/locales/en/'))) {
      for (const key of Object.keys(module.default)) {
        expect(seen.get(key), `${key} in ${path}`).toBeUndefined();
        seen.set(key, path);
      }
    }
  });

  it('keeps the keys the specification names', () => {
    for (const key of [
      'in_need_true_account',
      'in_sure_logout',
      'in_popup_prompt',
      'game_maintenance',
      'info_maintenance',
      'blockip',
      'info_ip_block',
      'hd_event',
      'biggest_wins',
      'jackpot_games',
    ]) {
      expect(en[key], key).toBeTruthy();
    }
  });

  it('lists every language code of the specification with a name and flag, and ships EN and PT', () => {
    const codes = languageDictionary.map((l) => l.code);
    for (const code of 'CN EN JA TH VI MY ES HI ID KM KO MS PT TA TW TL UR TR BN AR FA RU KK UZ LO NE FR TE SW'.split(
      ' ',
    )) {
      expect(codes).toContain(code);
    }
    expect(codes.length).toBeGreaterThanOrEqual(36);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...shippedLanguages]).toEqual(['EN', 'PT']);
    for (const entry of languageDictionary) {
      expect(entry.nativeName).toBeTruthy();
      expect(entry.flag).toBeTruthy();
    }
  });
});
