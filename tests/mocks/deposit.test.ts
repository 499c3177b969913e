import { call, control, loginToken, valueOf } from './mock-client';

interface WireChannel {
  vendorId: number;
  vendorName: string;
  min: number;
  max: number;
  banks: { bankCode: string; bankType: string }[];
  mcsBankCode: string;
  fixAmounts: number[];
  fixAmountOnly: string;
}
type Methods = Record<string, { channels: WireChannel[]; mergedChannel: { suggestedAmounts: number[] } }>;

const channels = (token: string) =>
  call('/wps/relay/MCSFE_getDepositPaymentChannels?webSupported=Y&mobileSupported=N&groupMTByChannelName=Y', {
    token,
  });

/** The body the QA and br8bet scripts send, for one channel of the answer. */
function orderBody(channel: WireChannel, amount: unknown, extra: Record<string, unknown> = {}) {
  return {
    targetUsername: 'player01',
    amount,
    bankCode: channel.banks[0]!.bankCode,
    bankType: channel.banks[0]!.bankType,
    vendorId: String(channel.vendorId),
    mcsBankCode: channel.mcsBankCode,
    deviceId: 'device-1',
    ...extra,
  };
}

async function methodsOf(token: string): Promise<Methods> {
  return valueOf<Methods>(await channels(token));
}

async function mainBalance(token: string): Promise<number | undefined> {
  const balance = valueOf<{ balance: { accountTypeId: number; availBalance: number }[] }>(
    await call('/wps/v2/wallets/balance?typeId=0', { token }),
  );
  return balance.balance.find((b) => b.accountTypeId === 2)?.availBalance;
}

const relay = (name: string, token: string, json: unknown) =>
  call(`/wps/relay/MCSFE_${name}`, { method: 'POST', token, json });

describe('mock deposits', () => {
  it('keys the methods by code, with player01 PIX channel of bank code 0155 from R$ 10 to R$ 50,000', async () => {
    const token = await loginToken();
    const methods = await methodsOf(token);
    expect(Object.keys(methods)).toEqual(['PGMT', 'MWQR', 'MT2', 'USDT']);
    const pix = methods.PGMT!.channels[0]!;
    expect(pix).toMatchObject({
      vendorName: 'PIX Pay4Z',
      min: 10,
      max: 50000,
      banks: [{ bankCode: '0155', bankType: 'PGMT' }],
      fixAmounts: [20, 50, 100, 200, 500],
      fixAmountFlag: 'Y',
      fixAmountOnly: 'N',
    });
    expect(methods.PGMT!.channels[1]!.fixAmountOnly).toBe('Y');
    expect((await call('/wps/relay/MCSFE_getDepositSettings', { token })).body.value).toMatchObject({
      allowDeposit: 'Y',
    });
  });

  it('refuses a wrong module id, never a missing one', async () => {
    const token = await loginToken();
    const pix = (await methodsOf(token)).PGMT!.channels[0]!;
    const wrong = await call('/wps/relay/MCSFE_depositByLaunchUrl', {
      method: 'POST',
      token,
      json: orderBody(pix, '100'),
      headers: { ModuleId: 'DEPOSIT3' },
    });
    expect(wrong.body.errorCode).toBe('gateway.module.invalid');
    const bare = await fetch('/wps/relay/MCSFE_depositByLaunchUrl', {
      method: 'POST',
      headers: { Merchant: 'demo', Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody(pix, '100')),
    });
    expect(bare.status).toBe(200);
  });

  it('answers a launch-URL PIX order with its payment page, whose "Paid" credits the main wallet', async () => {
    const token = await loginToken();
    const pix = (await methodsOf(token)).PGMT!.channels[0]!;
    const answer = valueOf<{ redirectUrl: string; transactionId: string }>(
      await relay('depositByLaunchUrl', token, orderBody(pix, '100')),
    );
    expect(answer.redirectUrl).toMatch(/\/__mock\/pay\/DP2026\d{6}$/);
    const page = await (await fetch(answer.redirectUrl)).text();
    expect(page).toContain('id="qrcode"');
    expect(page).toMatch(/title="000201[^"]*5406100\.00[^"]*6304[0-9A-F]{4}"/);
    expect(page).toContain('src="data:image/svg+xml;base64,');

    const report = async () =>
      valueOf<{ list: { transactionId: string; status: string }[] }>(
        await call('/wps/relay/MCSFE_getDepositTransactionReport?pageNo=1&pageSize=5', { token }),
      ).list[0];
    expect(await report()).toEqual(
      expect.objectContaining({ transactionId: answer.transactionId, status: 'PENDING' }),
    );
    const paid = await fetch(`${answer.redirectUrl}/paid`, { method: 'POST' });
    expect(await paid.text()).toContain('Payment received');
    expect(await mainBalance(token)).toBe(10445.67);
    expect(await report()).toEqual(expect.objectContaining({ status: 'SUCCESS' }));
    expect((await fetch(`${answer.redirectUrl}/paid`, { method: 'POST' })).status).toBe(400);
  });

  it('answers QR, manual transfer and crypto orders with what to pay, each on its own relay only', async () => {
    const token = await loginToken();
    const methods = await methodsOf(token);
    const qr = valueOf<{ qrImageUrl: string }>(
      await relay(
        'depositByQRImageUrl',
        token,
        orderBody(methods.MWQR!.channels[0]!, 50, { showQrImageOnly: 1, nickname: 'Lucas' }),
      ),
    );
    expect(qr.qrImageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const transfer = valueOf<{ accountNumber: string }>(
      await relay(
        'manualTransferByAccountName',
        token,
        orderBody(methods.MT2!.channels[0]!, '250.50', { payeeName: 'Lucas' }),
      ),
    );
    expect(transfer.accountNumber).toBeTruthy();
    const wallet = valueOf<{ walletAddress: string }>(
      await relay(
        'depositVirtualWallet',
        token,
        orderBody(methods.USDT!.channels[0]!, 100, { showQrImageOnly: 1 }),
      ),
    );
    expect(wallet.walletAddress).toMatch(/^T/);
    const misrouted = await relay('depositByLaunchUrl', token, orderBody(methods.MT2!.channels[0]!, 200));
    expect(misrouted.body.errorCode).toBe('deposit.channel.invalid');
  });

  it('refuses amounts out of range, off a fixed-only channel, and cancels a pending deposit once', async () => {
    const token = await loginToken();
    const [pix, fixed] = (await methodsOf(token)).PGMT!.channels;
    for (const amount of [5, 50001, 0, -10, 'ten', 10.005]) {
      const result = await relay('depositByLaunchUrl', token, orderBody(pix!, amount));
      expect(result.body.errorCode).toBe('deposit.amount.invalid');
    }
    expect((await relay('depositByLaunchUrl', token, orderBody(fixed!, 75))).body.errorCode).toBe(
      'deposit.amount.invalid',
    );
    const placed = valueOf<{ transactionId: string }>(
      await relay('depositByLaunchUrl', token, orderBody(fixed!, 100)),
    );
    const cancel = () =>
      call('/wps/relay/MCSFE_cancelDeposit', {
        method: 'POST',
        token,
        json: { transactionId: placed.transactionId },
      });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).body.errorCode).toBe('deposit.cancel.invalid');
  });

  it('has scenarios for a closed cashier, no channel and refused orders', async () => {
    const token = await loginToken();
    const pix = (await methodsOf(token)).PGMT!.channels[0]!;
    await control('scenario', { deposit: 'closed' });
    expect((await call('/wps/relay/MCSFE_getDepositSettings', { token })).body.value).toMatchObject({
      allowDeposit: 'N',
    });
    expect((await relay('depositByLaunchUrl', token, orderBody(pix, 100))).body.errorCode).toBe(
      'deposit.closed',
    );
    await control('scenario', { deposit: 'none' });
    expect(await methodsOf(token)).toEqual({});
    await control('scenario', { deposit: 'refused' });
    expect((await relay('depositByLaunchUrl', token, orderBody(pix, 100))).body.errorCode).toBe(
      'deposit.vendor.unavailable',
    );
    expect(await control('scenario', { deposit: 'maybe' })).toMatchObject({
      errorCode: 'mock.scenario.invalid',
    });
    expect((await channels('')).status).toBe(401);
  });
});
