import { describe, expect, it } from 'vitest';
import { balance, memberInfo } from '@/api/schemas/member';

// The go444 answer spec 5 records (70779503151 @1,864), with the lines the member centre reads.
const main = { accountName: 'MAIN', displayName: 'Main', availBalance: 0.25, status: 1, accountTypeId: 2 };
const pg = { accountName: 'PG', displayName: 'PG Soft', availBalance: '12.50', status: 1, accountTypeId: 1 };
const safeBox = {
  accountName: 'SAFE_BOX',
  displayName: 'Safe',
  availBalance: 3,
  status: 1,
  accountTypeId: 9,
};
const answer = { sumBalance: 15.75, currency: 'BDT', currencySymbol: '৳' };

const kinds = (value: unknown) =>
  balance.parse(value).balance.map((line) => [line.accountTypeId, line.kind, line.availBalance]);

describe('the balance answer', () => {
  it('reads a list of lines, telling the main wallet (accountTypeId 2) and the safe box from game wallets', () => {
    expect(kinds({ ...answer, balance: [pg, main, safeBox] })).toEqual([
      ['1', 'game', 12.5],
      ['2', 'main', 0.25],
      ['9', 'safeBox', 3],
    ]);
  });

  it('reads an object of lines keyed by anything as the list of its lines', () => {
    expect(kinds({ ...answer, balance: { MAIN: main, x: pg, 7: safeBox } })).toEqual([
      ['9', 'safeBox', 3],
      ['2', 'main', 0.25],
      ['1', 'game', 12.5],
    ]);
  });

  it('reads one line sent as an object as a list of that line, as the member centre does', () => {
    expect(kinds({ ...answer, balance: main })).toEqual([['2', 'main', 0.25]]);
  });

  it('keeps the currency, its symbol and its place; a place it does not know is left to the language', () => {
    const front = balance.parse({ ...answer, balance: [], currencyPosition: 'F' });
    expect(front).toMatchObject({
      sumBalance: 15.75,
      currency: 'BDT',
      currencySymbol: '৳',
      currencyPosition: 'F',
    });
    expect(balance.parse({ ...answer, currencyPosition: 'B' }).currencyPosition).toBe('B');
    expect(balance.parse({ ...answer, currencyPosition: 'middle' }).currencyPosition).toBeUndefined();
  });

  it('refuses an answer whose amounts are unreadable', () => {
    expect(balance.safeParse({ ...answer, balance: [{ ...main, availBalance: 'lots' }] }).success).toBe(
      false,
    );
    expect(balance.safeParse({ balance: [] }).success).toBe(false);
  });
});

describe('the member info answer', () => {
  const base = { id: 7, account: 'awa6684', nickname: '', type: 0 };

  it('reads the platform’s fields: VIP label and colours, regDate in ms, the masked mobile as it is', () => {
    const info = memberInfo.parse({
      ...base,
      clubLabel: { labelName: 'VIP0', color: 'rgba(29, 189, 201, 1)', color2: '#FFECAA', type: 'SPECIAL' },
      regDate: 1_700_000_000_000,
      mobile: '138****5678',
      mobileVerified: true,
      payee: 'Ana Souza',
      bindGA: '0',
    });
    expect(info).toMatchObject({
      clubLabel: { labelName: 'VIP0', color: 'rgba(29,189,201,1)', color2: '#FFECAA' },
      regDate: 1_700_000_000_000,
      mobile: '138****5678',
      mobileVerified: true,
      payee: 'Ana Souza',
      bindGA: false,
      type: 0,
    });
  });

  it('drops a label colour that is not a plain #hex or rgb() colour, keeping the label', () => {
    for (const colour of ['red;background:url(//evil.test/x)', 'url(x)', 'expression(alert(1))', '#12', 42]) {
      const info = memberInfo.parse({
        ...base,
        clubLabel: { labelName: 'VIP3', color: colour, color2: '#abc' },
      });
      expect(info.clubLabel).toEqual({ labelName: 'VIP3', color: undefined, color2: '#abc' });
    }
  });
});
