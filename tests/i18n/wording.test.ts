type Table = Record<string, unknown>;
const files = import.meta.glob<{ default: Table }>('../../locales/**/*.json', { eager: true });

function strings(language: string): [key: string, text: string][] {
  return Object.entries(files)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .flatMap(([, module]) => Object.entries(module.default))
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

describe('wording', () => {
  it('spells favourites one way across the English interface', () => {
    const en = strings('en');
    expect(en.filter(([, text]) => /favourite/i.test(text)).length).toBeGreaterThan(0);
    expect(en.filter(([, text]) => /favorite/i.test(text))).toEqual([]);
  });

  it('translates the live casino categories into Portuguese', () => {
    const en = new Map(strings('en'));
    const pt = new Map(strings('pt'));
    expect(pt.get('live_game_show')).toBeTruthy();
    expect(pt.get('live_game_show')).not.toBe(en.get('live_game_show'));
  });
});
