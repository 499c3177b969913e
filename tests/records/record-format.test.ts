import { formatSignedMoney } from '@/lib/money';
import { formatRecordDay, formatRecordTime, formatShortDay } from '@/lib/record-format';

describe('record formats', () => {
  it('signs amounts in text, so colour is never the only sign', () => {
    expect(formatSignedMoney(12.5, 'en', { symbol: 'R$' })).toBe('+R$ 12.50');
    expect(formatSignedMoney(-1234.5, 'en', { symbol: 'R$' })).toBe('\u2212R$ 1,234.50');
    expect(formatSignedMoney(-0.001, 'en', { symbol: 'R$' })).toBe('R$ 0.00');
    expect(formatSignedMoney(-1234.5, 'pt-BR', { symbol: 'R$' })).toBe('\u2212R$ 1.234,50');
  });

  it('writes record days and UTC times in the visitor’s language', () => {
    expect(formatRecordDay('2026-11-01', 'en')).toBe('Nov 1, 2026');
    expect(formatRecordDay('2026-11-01', 'pt-BR')).toBe('1 de nov. de 2026');
    expect(formatShortDay('2026-11-01', 'en')).toBe('11/1/26');
    expect(formatShortDay('2026-11-01', 'pt-BR')).toBe('01/11/2026');
    expect(formatRecordTime('2026-11-01 23:15:09', 'en')).toBe('11/1/26, 11:15 PM');
    expect(formatRecordTime('2026-11-01 23:15:09', 'pt-BR')).toBe('01/11/2026, 23:15');
    expect(formatRecordTime('not a time', 'en')).toBe('not a time');
  });
});
