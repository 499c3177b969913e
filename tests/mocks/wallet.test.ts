import { call, control, loginToken, valueOf } from './mock-client';

interface BalanceLine {
  accountTypeId: number;
  accountName: string;
  displayName: string;
  availBalance: number;
  status: number;
}

const balanceOf = async (token: string) =>
  valueOf<{ sumBalance: number; balance: unknown; currencyPosition: string }>(
    await call('/wps/v2/wallets/balance?typeId=0', { token }),
  );

describe('mock wallets and clock', () => {
  it('names each balance line as the platform does, the main wallet 2, and keeps the demo sums', async () => {
    const token = await loginToken();
    const balance = await balanceOf(token);
    expect(balance).toMatchObject({ sumBalance: 12345.67, currencyPosition: 'F' });
    const main: BalanceLine = {
      accountTypeId: 2,
      accountName: 'MAIN',
      displayName: 'Main wallet',
      availBalance: 10345.67,
      status: 1,
    };
    const pg: BalanceLine = {
      accountTypeId: 1,
      accountName: 'PG',
      displayName: 'PG Soft',
      availBalance: 2000,
      status: 1,
    };
    expect(balance.balance).toEqual([main, pg]);
    // The shapes the platform's member centre copes with, under a scenario.
    await control('scenario', { balanceShape: 'object' });
    expect((await balanceOf(token)).balance).toEqual({ MAIN: main, PG: pg });
    await control('scenario', { balanceShape: 'line' });
    expect((await balanceOf(token)).balance).toEqual(main);
    expect(await control('scenario', { balanceShape: 'map' })).toMatchObject({
      errorCode: 'mock.scenario.invalid',
    });
  });

  it('keeps the safe box out of transfers between wallets', async () => {
    const token = await loginToken();
    const refused = await call('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      token,
      json: { fromAccountTypeId: 2, toAccountTypeId: 9, amount: 10 },
    });
    expect(refused.body.errorCode).toBe('transfer.account.invalid');
  });

  it('answers multi-wallet by default and single wallet under the scenario', async () => {
    const token = await loginToken();
    const multi = valueOf<{ isSingle: number; wallets: { accountTypeId: number }[] }>(
      await call('/wps/relay/GCS_merchantWallet', { token }),
    );
    expect(multi.isSingle).toBe(0);
    expect(multi.wallets.map((w) => w.accountTypeId)).toEqual([2, 1, 4, 3]);
    await control('scenario', { singleWallet: true });
    expect(
      valueOf<{ isSingle: number }>(await call('/wps/relay/GCS_merchantWallet', { token })).isSingle,
    ).toBe(1);
    expect(await control('scenario', { singleWallet: 'yes' })).toMatchObject({
      errorCode: 'mock.scenario.invalid',
    });
  });

  it('moves the mock clock forward and back to the seed on reset', async () => {
    expect(await control('clock')).toEqual({
      success: true,
      value: { now: Date.UTC(2026, 10, 1, 12), nowText: '2026-11-01 12:00:00' },
    });
    expect(await control('clock', { advanceMinutes: 90 })).toMatchObject({
      value: { nowText: '2026-11-01 13:30:00' },
    });
    expect(await control('clock', { advanceMinutes: -5 })).toMatchObject({ errorCode: 'mock.clock.invalid' });
    await control('reset', {});
    expect(await control('clock')).toMatchObject({ value: { nowText: '2026-11-01 12:00:00' } });
  });
});
