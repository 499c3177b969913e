import { call, encryptedCall, loginToken, valueOf } from '../mocks/mock-client';

/** A points line of ODSFE2_MemTransDet: signed points in `amount`. */
interface Detail {
  referenceNo: string;
  type: string;
  amount: number;
  balanceAfter: number;
  remark: string;
  createTime: string;
}
interface DetailPage {
  content: Detail[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

// The 90 days up to the mock's standing clock (2026-11-01), the longest range the call takes.
const NINETY_DAYS = 'startDate=2026-08-04&endDate=2026-11-01';
const details = async (token: string, pageSize = 50) =>
  valueOf<DetailPage>(
    await call(`/wps/relay/ODSFE2_MemTransDet?type=POINTS&${NINETY_DAYS}&pageNo=1&pageSize=${pageSize}`, {
      token,
    }),
  );
const points = async (token: string) =>
  valueOf<number>(await call('/wps/relay/MCS2_getPointBalance', { token }));
const mainBalance = async (token: string) =>
  valueOf<{ balance: { accountTypeId: string | number; availBalance: number }[] }>(
    await call('/wps/v2/wallets/balance', { token }),
  ).balance.find((line) => String(line.accountTypeId) === '2')?.availBalance;

async function redeem(token: string, rewardId: number) {
  return valueOf<{ referenceNo: string; points: number }>(
    await encryptedCall(
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      'POST',
      {
        rewardId,
        quantity: 1,
        withdrawPassword: '123456',
        receivingAddress: 'Rua A 1',
        mobileNum: '11987654321',
      },
      token,
    ),
  );
}

const decide = (referenceNo: string, action: 'approve' | 'reject') =>
  fetch(`/__mock/redeems/${referenceNo}/${action}`, { method: 'POST' });

describe('mock Points Mall: the shop window, the points details and the back office', () => {
  it('shows the catalogue and the rules without a session, but not the points', async () => {
    const rewards = valueOf<{ list: unknown[] }>(await call('/wps/relay/MCS2_getPointReward'));
    expect(rewards.list).toHaveLength(4);
    const config = valueOf<{ rules: string }>(await call('/wps/relay/MCS2_getPointConfig'));
    expect(config.rules).toMatch(/Points never expire/);
    expect((await call('/wps/relay/MCS2_getPointBalance')).status).toBe(401);
    expect((await call('/wps/relay/ODSFE2_MemTransDet?type=POINTS')).status).toBe(401);
    const tabs = valueOf<{ conversionType: number; name: string }[]>(
      await call('/wps/relay/MCSFE_getPointRewardConversionType'),
    );
    expect(tabs.map((tab) => tab.conversionType)).toEqual([0, 1, 2, 3]);
  });

  it('answers the balance as a plain number under both relay families', async () => {
    const token = await loginToken();
    for (const name of ['MCS2_getPointBalance', 'MCSFE_getPointBalance']) {
      const answer = await call(`/wps/relay/${name}`, { token, headers: { ModuleId: 'PTSYS3' } });
      expect(answer.body).toMatchObject({ success: true, value: 2450 });
    }
  });

  it("filters the catalogue by a tab's type", async () => {
    const names = async (query: string) =>
      valueOf<{ list: { name: string }[] }>(await call(`/wps/relay/MCSFE_getPointReward${query}`)).list.map(
        (reward) => reward.name,
      );
    expect(await names('?conversionType=3')).toEqual(['Team Jersey', 'Wireless Earbuds']);
    expect(await names('?conversionType=2')).toEqual([]);
    expect(await names('')).toHaveLength(4);
  });

  it('seeds player01’s history to add up to its points, newest first, with both past redemptions', async () => {
    const token = await loginToken();
    const page = await details(token);
    expect(page.totalCount).toBe(12);
    expect(page.content[0]!.balanceAfter).toBe(await points(token));
    expect(page.content.reduce((sum, line) => sum + line.amount, 0)).toBe(2450);
    expect(page.content.every((line) => line.type === 'POINTS')).toBe(true);
    // Each line's balance is the one before it plus its change.
    const oldestFirst = [...page.content].reverse();
    oldestFirst.forEach((line, at) =>
      expect(line.balanceAfter).toBe((oldestFirst[at - 1]?.balanceAfter ?? 0) + line.amount),
    );
    expect(page.content.map((line) => line.remark)).toEqual(
      expect.arrayContaining([
        'Redeemed Team Jersey (PR2026000002)',
        'Redemption rejected, points returned (PR2026000001)',
      ]),
    );
    const times = page.content.map((line) => line.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await details(token, 10)).toMatchObject({ totalPages: 2, pageNum: 1 });
  });

  it('writes a redemption in the history; approving a cash reward credits the wallet', async () => {
    const token = await loginToken();
    const before = await mainBalance(token);
    const redeemed = await redeem(token, 601);
    expect((await details(token)).content[0]).toMatchObject({
      amount: -800,
      balanceAfter: 1650,
      remark: `Redeemed R$ 10 Bonus (${redeemed.referenceNo})`,
    });
    const approved = await decide(redeemed.referenceNo, 'approve');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ success: true, value: { status: 'APPROVED' } });
    expect(await mainBalance(token)).toBeCloseTo((before ?? 0) + 10, 2);
    expect(await points(token)).toBe(1650);
    const list = valueOf<{ content: { referenceNo: string; status: string }[] }>(
      await call('/wps/relay/MCS2_getRedeemPointList', { token }),
    );
    expect(list.content[0]).toMatchObject({ referenceNo: redeemed.referenceNo, status: 'APPROVED' });
    // Decided once: a second decision is refused.
    const again = await decide(redeemed.referenceNo, 'reject');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ errorCode: 'mock.redeem.invalid' });
  });

  it('gives the points back on a rejection, with a line in the history', async () => {
    const token = await loginToken();
    const redeemed = await redeem(token, 603);
    expect(redeemed.points).toBe(450);
    expect((await decide(redeemed.referenceNo, 'reject')).status).toBe(200);
    expect(await points(token)).toBe(2450);
    expect((await details(token)).content[0]).toMatchObject({
      amount: 2000,
      balanceAfter: 2450,
      remark: `Redemption rejected, points returned (${redeemed.referenceNo})`,
    });
    expect((await decide('PR2026999999', 'approve')).status).toBe(400);
  });
});
