import { call, control, encryptedCall, loginToken, valueOf } from './mock-client';

interface Withdrawal {
  withdrawalNo: string;
  amount: number;
  status: string;
  bankAccount: { bankAccountId: number; bankName: string; accountNumber: string; holderName: string };
  receiptStatus: string;
  receiptDeadline: string | null;
  receiptSecondsLeft: number | null;
  receivedAmount: number | null;
  remainingAmount: number | null;
  proofImage: { mimeType: string; bytes: number } | null;
}

function withdraw(token: string, payload: Record<string, unknown>) {
  return encryptedCall(
    '/wps/relay/passwordCheck/PAYFE_withdraw',
    'POST',
    { bankAccountId: 1, withdrawPassword: '123456', ...payload },
    token,
  );
}

async function awaiting(token: string): Promise<Withdrawal[]> {
  return valueOf<{ content: Withdrawal[] }>(
    await call('/wps/relay/PAYFE_getWithdrawals?receiptStatus=AWAITING', { token }),
  ).content;
}

async function mainBalance(token: string): Promise<number | undefined> {
  const balance = valueOf<{ balance: { accountTypeId: number; availBalance: number }[] }>(
    await call('/wps/v2/wallets/balance?typeId=0', { token }),
  );
  return balance.balance.find((b) => b.accountTypeId === 2)?.availBalance;
}

describe('mock bank accounts', () => {
  it('lists player01 account and adds one with the same holder name', async () => {
    const token = await loginToken();
    const before = valueOf<{ list: unknown[]; banks: { bankCode: string }[]; maxCount: number }>(
      await call('/wps/relay/MCS2_getBankAccounts', { token }),
    );
    expect(before.list).toEqual([
      {
        bankAccountId: 1,
        bankCode: '260',
        bankName: 'Nubank',
        accountNumber: '****5678',
        holderName: 'Lucas Pereira',
      },
    ]);
    expect(before.banks.length).toBeGreaterThan(3);
    const add = (json: Record<string, unknown>) =>
      call('/wps/relay/MCS2_addBankAccount', { method: 'POST', token, json });
    const added = valueOf(
      await add({ bankCode: '341', accountNumber: '1234-56789', holderName: 'lucas pereira' }),
    );
    expect(added).toMatchObject({ bankName: 'Itaú Unibanco', accountNumber: '****6789' });
    expect(
      (await add({ bankCode: '341', accountNumber: '123456789', holderName: 'Lucas Pereira' })).body
        .errorCode,
    ).toBe('bankAccount.duplicated');
    expect(
      (await add({ bankCode: '001', accountNumber: '99999999', holderName: 'Someone Else' })).body.errorCode,
    ).toBe('bankAccount.holder.mismatch');
    expect(
      (await add({ bankCode: '001', accountNumber: '12', holderName: 'Lucas Pereira' })).body.errorCode,
    ).toBe('bankAccount.field.invalid');
    expect(
      (await add({ bankCode: '999', accountNumber: '12345678', holderName: 'Lucas Pereira' })).body.errorCode,
    ).toBe('bankAccount.field.invalid');
  });
});

describe('mock withdrawals', () => {
  it('holds the amount at once, then the back office pays it and the receipt window opens', async () => {
    const token = await loginToken();
    expect(valueOf(await call('/wps/relay/PAYFE_getWithdrawInfo', { token }))).toEqual({
      withdrawableAmount: 10345.67,
      minAmount: 50,
      maxAmount: 50000,
      receiptWindowMinutes: 30,
    });
    const requested = valueOf<Withdrawal>(await withdraw(token, { amount: 1000 }));
    expect(requested).toMatchObject({
      amount: 1000,
      status: 'PENDING',
      receiptStatus: 'NONE',
      receiptDeadline: null,
    });
    expect(await mainBalance(token)).toBe(9345.67);
    const line = valueOf<{ content: { referenceNo: string; amount: number; status: string }[] }>(
      await call('/wps/relay/ODSFE2_MemTransDet?pageSize=1', { token }),
    ).content[0];
    expect(line).toMatchObject({ referenceNo: requested.withdrawalNo, amount: -1000, status: 'PENDING' });

    await control('clock', { advanceMinutes: 5 });
    expect(await control(`withdrawals/${requested.withdrawalNo}/approve`, {})).toMatchObject({
      value: { status: 'APPROVED' },
    });
    expect(await control(`withdrawals/${requested.withdrawalNo}/pay`, {})).toMatchObject({
      value: {
        status: 'PAID',
        receiptStatus: 'AWAITING',
        receiptDeadline: '2026-11-01 12:35:00',
        receiptSecondsLeft: 1800,
      },
    });
    expect(await control(`withdrawals/${requested.withdrawalNo}/reject`, {})).toMatchObject({
      errorCode: 'mock.order.invalid',
    });
    expect((await awaiting(token)).map((w) => w.withdrawalNo)).toContain(requested.withdrawalNo);
  });

  it('refunds a rejected withdrawal', async () => {
    const token = await loginToken();
    const requested = valueOf<Withdrawal>(await withdraw(token, { amount: '345.67' }));
    expect(await mainBalance(token)).toBe(10000);
    await control(`withdrawals/${requested.withdrawalNo}/reject`, {});
    expect(await mainBalance(token)).toBe(10345.67);
    const line = valueOf<{ content: { status: string }[] }>(
      await call('/wps/relay/ODSFE2_MemTransDet?type=WITHDRAWAL&pageSize=1', { token }),
    ).content[0];
    expect(line?.status).toBe('REJECTED');
  });

  it('refuses a wrong password, too much, an amount out of range, an unknown account and a plain body', async () => {
    const token = await loginToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 100, withdrawPassword: '000000' }, 'member.withdrawPassword.incorrect'],
      [{ amount: 100, withdrawPassword: '' }, 'withdraw.field.required'],
      [{ amount: 10345.68 }, 'withdraw.balance.insufficient'],
      [{ amount: 49.99 }, 'withdraw.amount.invalid'],
      [{ amount: 50000.01 }, 'withdraw.amount.invalid'],
      [{ amount: 100, bankAccountId: 2 }, 'withdraw.bankAccount.invalid'],
    ];
    for (const [payload, errorCode] of cases) {
      const result = await withdraw(token, payload);
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe(errorCode);
    }
    expect(await mainBalance(token)).toBe(10345.67);
    const plain = await call('/wps/relay/passwordCheck/PAYFE_withdraw', {
      method: 'POST',
      token,
      json: { amount: 100, bankAccountId: 1, withdrawPassword: '123456' },
    });
    expect(plain.body.errorCode).toBe('decryption.err');
  });
});
