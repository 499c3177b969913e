import { call, control, loginToken, valueOf } from './mock-client';

interface Channel {
  channelId: number;
  channelType: string;
  minAmount: number;
  maxAmount: number;
  presetAmounts: number[];
}

interface Order {
  orderNo: string;
  channelType: string;
  amount: number;
  status: string;
  createTime: string;
  expireTime: string;
  payment: { payeeName: string; pixKey: string | null; accountNumber: string | null };
  qrPayload: string | null;
}

async function createOrder(token: string, channelId: number, amount: unknown) {
  return call('/wps/relay/PAYFE_createDepositOrder', { method: 'POST', token, json: { channelId, amount } });
}

async function mainBalance(token: string): Promise<number | undefined> {
  const balance = valueOf<{ balance: { accountTypeId: number; availBalance: number }[] }>(
    await call('/wps/v2/wallets/balance?typeId=0', { token }),
  );
  return balance.balance.find((b) => b.accountTypeId === 2)?.availBalance;
}

describe('mock deposits', () => {
  it('answers only with its module id, and no whitelabel flag turns it off (decision 026)', async () => {
    const token = await loginToken();
    const wrong = await call('/wps/relay/PAYFE_getDepositChannels', {
      token,
      headers: { ModuleId: 'COMM3' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('gateway.module.invalid');
    await control('scenario', { flags: { DEPOSIT3: false, WITHDRAW3: false, FUNDTRANS3: false } });
    expect((await call('/wps/relay/PAYFE_getDepositChannels', { token })).status).toBe(200);
    expect((await call('/wps/relay/MCSFE_getWithdrawSettings?groupId=0', { token })).status).toBe(200);
    expect((await call('/wps/relay/MCS2_getUplineInfo', { token })).status).toBe(200);
  });

  it('lists bank transfer, PIX and e-wallet channels with limits and preset amounts', async () => {
    const token = await loginToken();
    const { list } = valueOf<{ list: Channel[] }>(
      await call('/wps/relay/PAYFE_getDepositChannels', { token }),
    );
    expect(list.map((c) => c.channelType)).toEqual(['PIX', 'BANK_TRANSFER', 'EWALLET']);
    for (const channel of list) {
      expect(channel.minAmount).toBeLessThan(channel.maxAmount);
      expect(channel.presetAmounts.every((a) => a >= channel.minAmount && a <= channel.maxAmount)).toBe(true);
    }
  });

  it('creates a pending PIX order with a BR Code, then approval credits the main wallet', async () => {
    const token = await loginToken();
    const order = valueOf<Order>(await createOrder(token, 1, 100));
    expect(order).toMatchObject({
      channelType: 'PIX',
      amount: 100,
      status: 'PENDING',
      createTime: '2026-11-01 12:00:00',
      expireTime: '2026-11-01 12:30:00',
      payment: { pixKey: 'pagamentos@gaming-portal.example' },
    });
    expect(order.orderNo).toMatch(/^DP2026\d{6}$/);
    expect(order.qrPayload).toMatch(/^000201.*5406100\.00.*6304[0-9A-F]{4}$/);
    const record = valueOf<{ content: { referenceNo: string; status: string }[] }>(
      await call('/wps/relay/ODSFE2_MemTransDet?pageSize=1', { token }),
    );
    expect(record.content[0]).toEqual(
      expect.objectContaining({ referenceNo: order.orderNo, status: 'PENDING' }),
    );

    expect(await control(`deposits/${order.orderNo}/approve`, {})).toMatchObject({
      value: { status: 'APPROVED' },
    });
    expect(await mainBalance(token)).toBe(10445.67);
    const status = valueOf<Order>(
      await call(`/wps/relay/PAYFE_getDepositOrder?orderNo=${order.orderNo}`, { token }),
    );
    expect(status.status).toBe('APPROVED');
    expect(await control(`deposits/${order.orderNo}/reject`, {})).toMatchObject({
      errorCode: 'mock.order.invalid',
    });
  });

  it('rejects an order without crediting, and gives bank transfers account details and no QR code', async () => {
    const token = await loginToken();
    const order = valueOf<Order>(await createOrder(token, 2, '250.50'));
    expect(order.qrPayload).toBeNull();
    expect(order.payment.accountNumber).toBe('98765-4');
    await control(`deposits/${order.orderNo}/reject`, {});
    expect(await mainBalance(token)).toBe(10345.67);
    const record = valueOf<{ content: { status: string }[] }>(
      await call('/wps/relay/ODSFE2_MemTransDet?type=DEPOSIT&pageSize=1', { token }),
    );
    expect(record.content[0]!.status).toBe('REJECTED');
  });

  it('refuses amounts out of the channel range, unknown channels and other members orders', async () => {
    const token = await loginToken();
    for (const amount of [5, 50001, 0, -10, 'ten', 10.005]) {
      const result = await createOrder(token, 1, amount);
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe('deposit.amount.invalid');
    }
    expect((await createOrder(token, 99, 100)).body.errorCode).toBe('deposit.channel.invalid');
    const order = valueOf<Order>(await createOrder(token, 3, 20));
    const other = await loginToken('agent01', 'Agent#2026');
    expect(
      (await call(`/wps/relay/PAYFE_getDepositOrder?orderNo=${order.orderNo}`, { token: other })).body
        .errorCode,
    ).toBe('deposit.order.notFound');
    expect((await call('/wps/relay/PAYFE_getDepositChannels')).status).toBe(401);
  });
});
