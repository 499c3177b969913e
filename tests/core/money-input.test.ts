import { centsOf } from '@/core/money-input';

describe('money input', () => {
  it('reads digits with at most two decimals, a point or a comma before the cents', () => {
    expect(centsOf('250')).toBe(25_000);
    expect(centsOf(' 250.5 ')).toBe(25_050);
    expect(centsOf('250,50')).toBe(25_050);
    expect(centsOf('0,01')).toBe(1);
  });

  it('refuses what is not one amount: a thousands separator, three decimals, signs, nothing', () => {
    for (const typed of [
      '1,000',
      '1.000,00',
      '1,000.00',
      '2.505',
      '-5',
      '+5',
      '1e3',
      '',
      '0',
      '0,00',
      'R$ 5',
    ]) {
      expect(centsOf(typed)).toBeNull();
    }
  });
});
