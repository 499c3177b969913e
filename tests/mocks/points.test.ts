import { call, encryptedCall, loginToken, valueOf } from './mock-client';

describe('mock points and wallet', () => {
  it('rejects the passwordCheck calls when sent unencrypted', async () => {
    const token = await loginToken();
    for (const path of [
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      '/wps/relay/passwordCheck/MCS2_convertPoint',
    ]) {
      const result = await call(path, {
        method: 'POST',
        token,
        json: { points: 100, withdrawPassword: '123456' },
      });
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe('decryption.err');
    }
  });

  it('converts points to balance with the withdraw password', async () => {
    const token = await loginToken();
    const wrong = await encryptedCall(
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      'POST',
      { points: 450, withdrawPassword: '000000' },
      token,
    );
    expect(wrong.body.errorCode).toBe('member.withdrawPassword.incorrect');
    const converted = valueOf<{ points: number; amount: number }>(
      await encryptedCall(
        '/wps/relay/passwordCheck/MCS2_convertPoint',
        'POST',
        { points: 450, withdrawPassword: '123456' },
        token,
      ),
    );
    expect(converted).toEqual({ points: 2000, amount: 4.5 });
    const balance = valueOf<{ sumBalance: number }>(
      await call('/wps/v2/wallets/balance?typeId=0', { token }),
    );
    expect(balance.sumBalance).toBe(12350.17);
  });

  it('redeems a reward into a PROCESSING request', async () => {
    const token = await loginToken();
    const redeemed = valueOf<{ referenceNo: string; points: number }>(
      await encryptedCall(
        '/wps/relay/passwordCheck/MCS2_redeemPointReward',
        'POST',
        {
          rewardId: 601,
          quantity: 1,
          withdrawPassword: '123456',
          receivingAddress: 'Rua A 1',
          mobileNum: '11987654321',
        },
        token,
      ),
    );
    expect(redeemed.points).toBe(1650);
    const list = valueOf<{ content: { referenceNo: string; status: string }[] }>(
      await call('/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=10', { token }),
    );
    expect(list.content[0]).toMatchObject({ referenceNo: redeemed.referenceNo, status: 'PROCESSING' });
  });

  it('moves money between wallets', async () => {
    const token = await loginToken();
    const moved = valueOf<{ sumBalance: number; balance: { accountTypeId: number; availBalance: number }[] }>(
      await call('/wps/relay/GCS_walletTransfer', {
        method: 'POST',
        token,
        json: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 100.5 },
      }),
    );
    expect(moved.sumBalance).toBe(12345.67);
    expect(moved.balance.find((b) => b.accountTypeId === 1)?.availBalance).toBe(1899.5);
    const tooMuch = await call('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      token,
      json: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 999999 },
    });
    expect(tooMuch.body.errorCode).toBe('transfer.balance.insufficient');
  });
});
