import { call, control, encryptedCall, loginToken, valueOf } from './mock-client';

interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  totals: Record<string, number>;
}

interface TransactionLine {
  referenceNo: string;
  type: string;
  amount: number;
  status: string;
  createTime: string;
  accountTypeId: number;
  toAccountTypeId: number | null;
}

interface BetLine {
  betId: string;
  vendor: string;
  gameType: string;
  betAmount: number;
  validBet: number;
  winLoss: number;
  betTime: string;
}

const sixtyDays = 'startDate=2026-09-03&endDate=2026-11-01';
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('mock member records', () => {
  it("answers the account record under the reference's module id, MEMTRANS3", async () => {
    const token = await loginToken();
    const asked = (moduleId: string) =>
      call('/wps/relay/ODSFE2_MemTransDet', { token, headers: { ModuleId: moduleId } });
    expect((await asked('MEMTRANS3')).status).toBe(200);
    const old = await asked('COMM3');
    expect(old.status).toBe(400);
    expect(old.body.errorCode).toBe('gateway.module.invalid');
  });

  it('pages player01 account record over 60 days with every kind of money movement', async () => {
    const token = await loginToken();
    const all = valueOf<Page<TransactionLine>>(
      await call(`/wps/relay/ODSFE2_MemTransDet?${sixtyDays}&pageNo=1&pageSize=500`, { token }),
    );
    expect(all.totalCount).toBeGreaterThan(20);
    expect(new Set(all.content.map((t) => t.type))).toEqual(
      new Set(['DEPOSIT', 'WITHDRAWAL', 'BONUS', 'TRANSFER', 'UPLINE_TRANSFER']),
    );
    expect(all.content.some((t) => t.type === 'DEPOSIT' && t.status === 'REJECTED')).toBe(true);
    // Newest first, all inside the range.
    const times = all.content.map((t) => t.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times.at(-1)! >= '2026-09-03').toBe(true);
    const page2 = valueOf<Page<TransactionLine>>(
      await call(`/wps/relay/ODSFE2_MemTransDet?${sixtyDays}&pageNo=2&pageSize=5`, { token }),
    );
    expect(page2).toMatchObject({
      pageNum: 2,
      totalCount: all.totalCount,
      totalPages: Math.ceil(all.totalCount / 5),
    });
    expect(page2.content).toEqual(all.content.slice(5, 10));
    const deposits = valueOf<Page<TransactionLine>>(
      await call(`/wps/relay/ODSFE2_MemTransDet?${sixtyDays}&type=DEPOSIT&pageSize=500`, { token }),
    );
    expect(deposits.content.every((t) => t.type === 'DEPOSIT')).toBe(true);
    expect(deposits.totals.amountIn).toBe(
      sum(deposits.content.filter((t) => t.status === 'SUCCESS').map((t) => t.amount)),
    );
  });

  it('is the same after a reset and defaults to the last 7 days', async () => {
    const token = await loginToken();
    const first = valueOf<Page<TransactionLine>>(await call('/wps/relay/ODSFE2_MemTransDet', { token }));
    expect(first.content.every((t) => t.createTime >= '2026-10-25 12:00:00')).toBe(true);
    expect(first.content[0]).toMatchObject({ type: 'WITHDRAWAL', amount: -500, status: 'SUCCESS' });
    await control('reset', {});
    const again = await loginToken();
    expect(valueOf(await call('/wps/relay/ODSFE2_MemTransDet', { token: again }))).toEqual(first);
  });

  it('refuses bad ranges and filters, and calls without a session', async () => {
    const token = await loginToken();
    for (const query of [
      'startDate=2026-11-01&endDate=2026-10-01',
      'startDate=2026-01-01&endDate=2026-11-01',
      'startDate=soon',
    ]) {
      const result = await call(`/wps/relay/ODSFE2_MemTransDet?${query}`, { token });
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe('record.range.invalid');
    }
    expect((await call('/wps/relay/ODSFE2_MemTransDet?type=LOAN', { token })).body.errorCode).toBe(
      'record.filter.invalid',
    );
    for (const call_ of ['MemTransDet', 'MemBetDet', 'MemProfitLoss', 'MemBonusDet']) {
      expect((await call(`/wps/relay/ODSFE2_${call_}`)).status).toBe(401);
    }
  });

  it('accepts ms and ISO date-times for the range', async () => {
    const token = await loginToken();
    const start = Date.UTC(2026, 9, 1);
    const byMs = valueOf<Page<TransactionLine>>(
      await call(`/wps/relay/ODSFE2_MemTransDet?startDate=${start}&endDate=${Date.UTC(2026, 10, 1, 12)}`, {
        token,
      }),
    );
    const byIso = valueOf<Page<TransactionLine>>(
      await call(
        '/wps/relay/ODSFE2_MemTransDet?startDate=2026-10-01T00:00:00Z&endDate=2026-11-01T12:00:00Z',
        {
          token,
        },
      ),
    );
    expect(byIso).toEqual(byMs);
  });

  it('records wallet transfers and points conversions as they happen', async () => {
    const token = await loginToken();
    await call('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      token,
      json: { fromAccountTypeId: 2, toAccountTypeId: 4, amount: 50 },
    });
    await encryptedCall(
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      'POST',
      { points: 200, withdrawPassword: '123456' },
      token,
    );
    const latest = valueOf<Page<TransactionLine & { walletName: string; remark: string }>>(
      await call('/wps/relay/ODSFE2_MemTransDet?pageSize=2', { token }),
    ).content;
    expect(latest[0]).toMatchObject({ type: 'POINTS_CONVERT', amount: 2, createTime: '2026-11-01 12:00:00' });
    expect(latest[1]).toMatchObject({
      type: 'TRANSFER',
      amount: 50,
      accountTypeId: 2,
      toAccountTypeId: 4,
      remark: 'Main wallet -> Evolution',
    });
  });

  it('answers the betting record with vendor and game type filters and totals', async () => {
    const token = await loginToken();
    const all = valueOf<Page<BetLine>>(
      await call(`/wps/relay/ODSFE2_MemBetDet?${sixtyDays}&pageSize=500`, { token }),
    );
    expect(all.totalCount).toBeGreaterThan(100);
    expect(new Set(all.content.map((b) => b.gameType)).size).toBeGreaterThanOrEqual(5);
    expect(all.content.some((b) => b.winLoss > 0) && all.content.some((b) => b.winLoss < 0)).toBe(true);
    expect(all.totals).toEqual({
      betAmount: sum(all.content.map((b) => b.betAmount)),
      validBet: sum(all.content.map((b) => b.validBet)),
      winLoss: sum(all.content.map((b) => b.winLoss)),
    });
    const vendor = all.content[0]!.vendor;
    const ofVendor = valueOf<Page<BetLine>>(
      await call(`/wps/relay/ODSFE2_MemBetDet?${sixtyDays}&vendor=${vendor}&pageSize=500`, { token }),
    );
    expect(ofVendor.totalCount).toBe(all.content.filter((b) => b.vendor === vendor).length);
    const live = valueOf<Page<BetLine>>(
      await call(`/wps/relay/ODSFE2_MemBetDet?${sixtyDays}&gameType=LIVE&pageSize=3`, { token }),
    );
    expect(live.content.every((b) => b.gameType === 'LIVE')).toBe(true);
    expect(live.totalCount).toBe(all.content.filter((b) => b.gameType === 'LIVE').length);
  });

  it('answers profit and loss per day, consistent with the betting record and bonuses', async () => {
    const token = await loginToken();
    const pl = valueOf<{
      list: { date: string; winLoss: number; bonus: number; profitLoss: number }[];
      totals: Record<string, number>;
    }>(await call(`/wps/relay/ODSFE2_MemProfitLoss?${sixtyDays}`, { token }));
    expect(pl.list).toHaveLength(60);
    expect(pl.list[0]!.date).toBe('2026-11-01');
    expect(pl.list.at(-1)!.date).toBe('2026-09-03');
    const bets = valueOf<Page<BetLine>>(
      await call(`/wps/relay/ODSFE2_MemBetDet?${sixtyDays}&pageSize=1`, { token }),
    );
    expect(pl.totals.winLoss).toBe(bets.totals.winLoss);
    const bonuses = valueOf<Page<{ bonusType: string; amount: number }>>(
      await call(`/wps/relay/ODSFE2_MemBonusDet?${sixtyDays}&pageSize=500`, { token }),
    );
    expect(pl.totals.bonus).toBe(bonuses.totals.amount);
    expect(pl.totals.profitLoss).toBe(sum([pl.totals.winLoss!, pl.totals.bonus!]));
  });

  it('answers bonus details with a bonus type filter', async () => {
    const token = await loginToken();
    const all = valueOf<Page<{ bonusType: string; bonusName: string; amount: number }>>(
      await call(`/wps/relay/ODSFE2_MemBonusDet?${sixtyDays}&pageSize=500`, { token }),
    );
    expect(new Set(all.content.map((b) => b.bonusType))).toEqual(
      new Set(['REBATE', 'PROMOTION', 'VIP', 'MISSION']),
    );
    const rebates = valueOf<Page<{ bonusType: string }>>(
      await call(`/wps/relay/ODSFE2_MemBonusDet?${sixtyDays}&bonusType=REBATE`, { token }),
    );
    expect(rebates.totalCount).toBe(all.content.filter((b) => b.bonusType === 'REBATE').length);
  });
});
