import { call, encryptedCall, loginToken, valueOf } from './mock-client';

function transfer(token: string, payload: Record<string, unknown>) {
  return encryptedCall(
    '/wps/member/transferUpline',
    'PUT',
    { withdrawPassword: '123456', ...payload },
    token,
  );
}

describe('mock transfer to upline', () => {
  it('previews the upline by name, then moves the money and records it on both sides', async () => {
    const token = await loginToken();
    // The member info says the transfer is offered: player01 has an upline; agent01 has none.
    expect(valueOf<{ toUpline: boolean }>(await call('/wps/member/info', { token })).toUpline).toBe(true);
    expect(valueOf(await call('/wps/relay/MCS2_getUplineInfo', { token }))).toEqual({
      uplineAccount: 'agent01',
      uplineName: 'Agent Alpha',
      transferableAmount: 10345.67,
      minAmount: 10,
      maxAmount: 50000,
    });
    const done = valueOf<{ referenceNo: string }>(await transfer(token, { amount: 45.67 }));
    expect(done).toMatchObject({ amount: 45.67, uplineName: 'Agent Alpha', balance: 10300 });
    const mine = valueOf<{ content: { referenceNo: string; amount: number }[] }>(
      await call('/wps/relay/ODSFE2_MemTransDet?type=UPLINE_TRANSFER&pageSize=1', { token }),
    ).content[0];
    expect(mine).toMatchObject({ referenceNo: done.referenceNo, amount: -45.67 });
    const agent = await loginToken('agent01', 'Agent#2026');
    const theirs = valueOf<{ content: { referenceNo: string; amount: number; remark: string }[] }>(
      await call('/wps/relay/ODSFE2_MemTransDet?type=UPLINE_TRANSFER&pageSize=1', { token: agent }),
    ).content[0];
    expect(theirs).toMatchObject({
      referenceNo: done.referenceNo,
      amount: 45.67,
      remark: 'From player01 (Lucky Player)',
    });
    const balance = valueOf<{ balance: { accountTypeId: number; availBalance: number }[] }>(
      await call('/wps/v2/wallets/balance?typeId=0', { token: agent }),
    );
    expect(balance.balance[0]).toMatchObject({ accountTypeId: 2, availBalance: 54366.67 });
  });

  it('refuses a wrong password, too much, an amount out of range, and a member without upline', async () => {
    const token = await loginToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 100, withdrawPassword: '111111' }, 'member.withdrawPassword.incorrect'],
      [{ amount: 100, withdrawPassword: '' }, 'upline.field.required'],
      [{ amount: 10345.68 }, 'upline.balance.insufficient'],
      [{ amount: 9.99 }, 'upline.amount.invalid'],
      [{ amount: 50000.01 }, 'upline.amount.invalid'],
    ];
    for (const [payload, errorCode] of cases) {
      const result = await transfer(token, payload);
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe(errorCode);
    }
    const agent = await loginToken('agent01', 'Agent#2026');
    expect(valueOf<{ toUpline: boolean }>(await call('/wps/member/info', { token: agent })).toUpline).toBe(
      false,
    );
    expect((await call('/wps/relay/MCS2_getUplineInfo', { token: agent })).body.errorCode).toBe(
      'upline.not.found',
    );
    expect((await call('/wps/relay/MCS2_getUplineInfo')).status).toBe(401);
  });
});
