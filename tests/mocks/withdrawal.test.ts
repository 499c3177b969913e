import { call, control, encryptedCall, loginToken, valueOf } from './mock-client';

function withdraw(token: string, payload: Record<string, unknown>) {
  return encryptedCall(
    '/wps/v2/transaction/withdraw',
    'POST',
    { check: 'v2', bankCardId: 1, password: '123456', ...payload },
    token,
  );
}

interface ReportRecord {
  transactionId: string;
  amount: number;
  fee: number;
  status: string;
}

async function report(token: string) {
  return valueOf<{ records: ReportRecord[]; footer: { amount: number }[] }>(
    await call('/wps/relay/MCSFE_getWithdrawTransactionReport?pageNo=1&pageSize=10', { token }),
  );
}

async function mainBalance(token: string): Promise<number | undefined> {
  const balance = valueOf<{ balance: { accountTypeId: number; availBalance: number }[] }>(
    await call('/wps/v2/wallets/balance?typeId=0', { token }),
  );
  return balance.balance.find((b) => b.accountTypeId === 2)?.availBalance;
}

describe('mock withdrawals', () => {
  it('answers the settings, methods, turnover and fee in the member centre shapes', async () => {
    const token = await loginToken();
    expect(valueOf(await call('/wps/relay/MCSFE_getWithdrawSettings?groupId=0', { token }))).toMatchObject({
      allowWithdraw: 'Y',
      minimumAmount: 50,
      maximumAmount: 50000,
      mobileVerificationType: '',
      withdrawDateFrom: '00:00',
      withdrawDateTo: '00:00',
    });
    expect(valueOf(await call('/wps/relay/MCSFE_getWithdrawMethods', { token }))).toEqual([
      { methodGroupType: 'B', withdrawMethodGroup: 'BANK', groupName: 'PIX' },
    ]);
    expect(valueOf(await call('/wps/relay/MCSFE_getTurnoverInfo', { token }))).toEqual({
      status: 'A',
      details: [
        { gameType: 'SLOT', requiredTurnover: 4000, actualTurnover: 2500 },
        { gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 1000 },
      ],
      totalRequiredTurnover: 5000,
      totalActualTurnover: 3500,
    });
    const fee = (amount: number) =>
      call(`/wps/relay/MCSFE_getCalculatedWithdrawCharges?withdrawAmount=${amount}&withdrawType=BC`, {
        token,
      });
    // player01's free withdrawal of the day is the seeded R$ 500.00: 1%, at least R$ 2.
    expect(valueOf(await fee(100))).toEqual({ fee: 2 });
    expect(valueOf(await fee(1000))).toEqual({ fee: 10 });
    const agent = await loginToken('agent01', 'Agent#2026');
    expect(
      valueOf(
        await call('/wps/relay/MCSFE_getCalculatedWithdrawCharges?withdrawAmount=100&withdrawType=BC', {
          token: agent,
        }),
      ),
    ).toEqual({ fee: 0 });
  });

  it('holds the amount and its fee at once, lists it in the report, and the back office pays it', async () => {
    const token = await loginToken();
    const requested = await withdraw(token, { amount: 1000 });
    expect(requested.status).toBe(200);
    expect(await mainBalance(token)).toBe(9335.67);
    const { records, footer } = await report(token);
    expect(records[0]).toMatchObject({ amount: 1000, fee: 10, status: 'PENDING' });
    expect(footer[0]?.amount).toBe(6100);
    await control('clock', { advanceMinutes: 5 });
    expect(await control(`withdrawals/${records[0]!.transactionId}/pay`, {})).toMatchObject({
      value: { status: 'PAID', receiptStatus: 'AWAITING', receiptDeadline: '2026-11-01 12:35:00' },
    });
  });

  it('refunds a rejected withdrawal', async () => {
    const token = await loginToken();
    await withdraw(token, { amount: '345.67' });
    const [record] = (await report(token)).records;
    await control(`withdrawals/${record!.transactionId}/reject`, {});
    expect(await mainBalance(token)).toBe(10345.67);
  });

  it('refuses with the member centre codes and their value.data', async () => {
    const token = await loginToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 100, password: '000000' }, 'invalid.payment.pw'],
      [{ amount: 49.99 }, 'withdraw.amount.invalid'],
      [{ amount: 50000.01 }, 'withdraw.amount.invalid'],
      [{ amount: 100, bankCardId: 2 }, 'withdraw.bankCard.invalid'],
    ];
    for (const [payload, errorCode] of cases) {
      const result = await withdraw(token, payload);
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe(errorCode);
    }
    // R$ 2,000.00 of the main wallet waits for the turnover.
    const locked = await withdraw(token, { amount: 9000 });
    expect(locked.body).toMatchObject({
      errorCode: 'withdraw_turnover_not_enough',
      value: { data: { requiredTurnover: 5000, actualTurnover: 3500 } },
    });
    await control('scenario', { withdrawTurnover: 'D' });
    expect((await withdraw(token, { amount: 9000 })).status).toBe(200);
    await control('scenario', { withdrawRefusal: 'required_member_information_incomplete' });
    expect((await withdraw(token, { amount: 100 })).body).toMatchObject({
      errorCode: 'required_member_information_incomplete',
      value: { data: ['required_id_not_verified', 'required_address'] },
    });
    const plain = await call('/wps/v2/transaction/withdraw', {
      method: 'POST',
      token,
      json: { check: 'v2', amount: 100, bankCardId: 1, password: '123456' },
    });
    expect(plain.body.errorCode).toBe('decryption.err');
  });

  it('asks for the SMS code above the amount under WITHDRAW_AMOUNT, and goes without a password under WDRAWNOPASSVERIF3', async () => {
    const token = await loginToken();
    await control('scenario', { withdrawSms: 'WITHDRAW_AMOUNT', flags: { WDRAWNOPASSVERIF3: true } });
    expect((await withdraw(token, { amount: 100, password: '' })).status).toBe(200);
    expect((await withdraw(token, { amount: 1500, password: '' })).body.errorCode).toBe(
      'verification.code.invalid',
    );
    expect((await control('scenario', { withdrawSms: 'SOMETIMES' })) as { errorCode: string }).toMatchObject({
      errorCode: 'mock.scenario.invalid',
    });
  });

  it('brings the game wallets back into the main one for its own customer only', async () => {
    const token = await loginToken();
    const refused = await call('/wps/relay/GCS_walletReturn', {
      method: 'POST',
      token,
      json: { customerId: 1 },
    });
    expect(refused.body.errorCode).toBe('wallet.customer.invalid');
    await call('/wps/relay/GCS_walletReturn', { method: 'POST', token, json: { customerId: 10001 } });
    expect(await mainBalance(token)).toBe(12345.67);
  });
});
