import { call, control, encryptedCall, loginToken, MERCHANT, valueOf } from './mock-client';

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

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const dataUrl = (type: string, bytes: number[]) =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

function withdraw(token: string, payload: Record<string, unknown>) {
  return encryptedCall(
    '/wps/relay/passwordCheck/PAYFE_withdraw',
    'POST',
    { bankAccountId: 1, withdrawPassword: '123456', ...payload },
    token,
  );
}

function confirm(token: string, json: Record<string, unknown>) {
  return call('/wps/relay/PAYFE_confirmWithdrawal', { method: 'POST', token, json });
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

describe('mock withdrawal receipt confirmation', () => {
  it('seeds one paid withdrawal awaiting confirmation that counts as received after the window', async () => {
    const token = await loginToken();
    const [seeded, ...others] = await awaiting(token);
    expect(others).toEqual([]);
    expect(seeded).toMatchObject({
      amount: 500,
      status: 'PAID',
      receiptDeadline: '2026-11-01 12:20:00',
      receiptSecondsLeft: 1200,
      receivedAmount: null,
    });
    await control('clock', { advanceMinutes: 20 });
    expect(await awaiting(token)).toEqual([]);
    const all = valueOf<{ content: Withdrawal[] }>(
      await call('/wps/relay/PAYFE_getWithdrawals', { token }),
    ).content;
    expect(all[0]).toMatchObject({
      withdrawalNo: seeded!.withdrawalNo,
      receiptStatus: 'AUTO_RECEIVED',
      receivedAmount: 500,
      remainingAmount: 0,
    });
    const late = await confirm(token, { withdrawalNo: seeded!.withdrawalNo, receiptStatus: 'RECEIVED' });
    expect(late.body.errorCode).toBe('withdraw.confirm.closed');
  });

  it('confirms received once', async () => {
    const token = await loginToken();
    const [seeded] = await awaiting(token);
    const done = valueOf<Withdrawal>(
      await confirm(token, { withdrawalNo: seeded!.withdrawalNo, receiptStatus: 'RECEIVED' }),
    );
    expect(done).toMatchObject({
      receiptStatus: 'RECEIVED',
      receivedAmount: 500,
      remainingAmount: 0,
      receiptSecondsLeft: null,
    });
    const again = await confirm(token, { withdrawalNo: seeded!.withdrawalNo, receiptStatus: 'RECEIVED' });
    expect(again.body.errorCode).toBe('withdraw.confirm.closed');
  });

  it('confirms partly received with the received amount and the remaining', async () => {
    const token = await loginToken();
    const [seeded] = await awaiting(token);
    const withdrawalNo = seeded!.withdrawalNo;
    for (const receivedAmount of [0, 500, 600, 'some']) {
      const result = await confirm(token, { withdrawalNo, receiptStatus: 'PARTLY_RECEIVED', receivedAmount });
      expect(result.body.errorCode).toBe('withdraw.receivedAmount.invalid');
    }
    expect((await confirm(token, { withdrawalNo, receiptStatus: 'MAYBE' })).body.errorCode).toBe(
      'withdraw.receipt.invalid',
    );
    const partly = valueOf<Withdrawal>(
      await confirm(token, { withdrawalNo, receiptStatus: 'PARTLY_RECEIVED', receivedAmount: 200 }),
    );
    expect(partly).toMatchObject({
      receiptStatus: 'PARTLY_RECEIVED',
      receivedAmount: 200,
      remainingAmount: 300,
    });
  });

  it('needs a png or jpg proof of at most 5 MB for not received', async () => {
    const token = await loginToken();
    const [seeded] = await awaiting(token);
    const withdrawalNo = seeded!.withdrawalNo;
    const notReceived = (proofImage?: string) =>
      confirm(token, { withdrawalNo, receiptStatus: 'NOT_RECEIVED', proofImage });
    expect((await notReceived()).body.errorCode).toBe('withdraw.proof.required');
    expect((await notReceived(dataUrl('image/gif', [0x47, 0x49, 0x46, 0x38]))).body.errorCode).toBe(
      'withdraw.proof.invalid',
    );
    expect((await notReceived('not a data url')).body.errorCode).toBe('withdraw.proof.invalid');
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8)}`;
    expect((await notReceived(huge)).body.errorCode).toBe('withdraw.proof.tooLarge');
    const done = valueOf<Withdrawal>(await notReceived(dataUrl('image/png', PNG)));
    expect(done).toMatchObject({
      receiptStatus: 'NOT_RECEIVED',
      receivedAmount: 0,
      remainingAmount: 500,
      proofImage: { mimeType: 'image/png', bytes: PNG.length },
    });
  });

  it('accepts the proof as a multipart upload', async () => {
    const token = await loginToken();
    const [seeded] = await awaiting(token);
    // Built by hand: jsdom's FormData and Blob do not travel through Node's fetch as a browser's would.
    const boundary = 'proof-boundary';
    const text = (t: string) => [...new TextEncoder().encode(t)];
    const part = (name: string, value: string) =>
      text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const body = new Uint8Array([
      ...part('withdrawalNo', seeded!.withdrawalNo),
      ...part('receiptStatus', 'NOT_RECEIVED'),
      ...text(
        `--${boundary}\r\nContent-Disposition: form-data; name="proofImage"; filename="proof.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      ...JPEG,
      ...text(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch('/wps/relay/PAYFE_confirmWithdrawal', {
      method: 'POST',
      headers: {
        Merchant: MERCHANT,
        ModuleId: 'WITHDRAW3',
        Authorization: token,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    const answer: unknown = await response.json();
    expect(answer).toMatchObject({
      success: true,
      value: { receiptStatus: 'NOT_RECEIVED', proofImage: { mimeType: 'image/jpeg', bytes: JPEG.length } },
    });
  });
});
