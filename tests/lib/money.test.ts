import { describe, expect, it } from 'vitest';
import { currencySign, formatMoney } from '@/lib/money';

describe('money', () => {
  it('groups and rounds the figure for the language, two decimals always', () => {
    expect(formatMoney(12345.675, 'en', { symbol: 'R$' })).toBe('R$ 12,345.68');
    expect(formatMoney(12345.675, 'pt-BR', { symbol: 'R$' })).toBe('R$ 12.345,68');
    expect(formatMoney(0, 'pt-BR', { symbol: 'R$' })).toBe('R$ 0,00');
  });

  it('puts the server’s symbol where the server says: F before, B after', () => {
    expect(formatMoney(0.25, 'en', { code: 'BDT', symbol: '৳', position: 'F' })).toBe('৳ 0.25');
    expect(formatMoney(1234.5, 'en', { code: 'BDT', symbol: '৳', position: 'B' })).toBe('1,234.50 ৳');
    expect(formatMoney(1234.5, 'pt-BR', { symbol: 'R$', position: 'B' })).toBe('1.234,50 R$');
  });

  it('reads the sign from the currency code where the server names no symbol', () => {
    expect(formatMoney(1234.5, 'en', { code: 'BRL' })).toBe('R$ 1,234.50');
    expect(formatMoney(1234.5, 'pt-BR', { code: 'BDT' })).toBe('৳ 1.234,50');
    // Without a place from the server, the language's: German writes the sign after the figure.
    expect(currencySign({ code: 'EUR' }, 'de')).toEqual({ symbol: '€', before: false });
    expect(currencySign({ symbol: 'R$' }, 'en')).toEqual({ symbol: 'R$', before: true });
  });

  it('shows the figure alone before the currency is known, or when its code is unreadable', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoney(1234.5, 'en', { code: 'not a code' })).toBe('1,234.50');
    expect(formatMoney(Number.NaN, 'en', { symbol: 'R$' })).toBe('R$ 0.00');
  });
});
