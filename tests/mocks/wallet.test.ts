import { call, control, loginToken, valueOf } from './mock-client';

interface BalanceLine {
  accountTypeId: number;
  availBalance: number;
  walletName: string;
  vendor: string | null;
}

describe('mock wallets and clock', () => {
  it('names each balance line and keeps the demo sums', async () => {
    const token = await loginToken();
    const balance = valueOf<{ sumBalance: number; balance: BalanceLine[] }>(
      await call('/wps/v2/wallets/balance?typeId=0', { token }),
    );
    expect(balance.sumBalance).toBe(12345.67);
    expect(balance.balance).toEqual([
      { accountTypeId: 0, availBalance: 10345.67, walletName: 'Main wallet', vendor: null },
      { accountTypeId: 1, availBalance: 2000, walletName: 'PG Soft', vendor: 'PG' },
    ]);
  });

  it('answers multi-wallet by default and single wallet under the scenario', async () => {
    const token = await loginToken();
    const multi = valueOf<{ isSingle: number; wallets: { accountTypeId: number }[] }>(
      await call('/wps/relay/GCS_merchantWallet', { token }),
    );
    expect(multi.isSingle).toBe(0);
    expect(multi.wallets.map((w) => w.accountTypeId)).toEqual([0, 1, 2, 3]);
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
