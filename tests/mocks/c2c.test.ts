import { call, control, loginToken, MERCHANT, valueOf } from './mock-client';

// Confirmations between players: MCSFE_getPaymentConfirmationList and MCSFE_processC2CTransaction, whose
// fields are our design (decision 055).

interface Payment {
  transactionId: string;
  withdrawalId: string;
  amount: number;
  status: string;
  bankName: string | null;
  cardNumber: string | null;
  paidTime: string | null;
  remainingSeconds: number | null;
  receivedAmount: number | null;
  remainingAmount: number | null;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const dataUrl = (type: string, bytes: number[]) =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

function confirm(token: string, json: Record<string, unknown>) {
  return call('/wps/relay/MCSFE_processC2CTransaction', { method: 'POST', token, json });
}

async function awaiting(token: string): Promise<Payment[]> {
  return valueOf<Payment[]>(await call('/wps/relay/MCSFE_getPaymentConfirmationList', { token }));
}

describe('mock confirmations between players (C2C)', () => {
  it('seeds one payment awaiting player01 that counts as received after the window', async () => {
    const token = await loginToken();
    const [seeded, ...others] = await awaiting(token);
    expect(others).toEqual([]);
    expect(seeded).toEqual({
      transactionId: 'C2C2026110100001',
      withdrawalId: 'WD2026110100042',
      amount: 500,
      status: 'AWAITING',
      bankName: 'Nubank',
      cardNumber: '****5678',
      paidTime: '2026-11-01 11:50:00',
      remainingSeconds: 1200,
      receivedAmount: null,
      remainingAmount: null,
    });
    await control('clock', { advanceMinutes: 20 });
    expect(await awaiting(token)).toEqual([]);
    const late = await confirm(token, { transactionId: seeded!.transactionId, confirmStatus: 'RECEIVED' });
    expect(late.body.errorCode).toBe('c2c.confirm.closed');
    expect((await confirm(token, { transactionId: 'C2C0', confirmStatus: 'RECEIVED' })).body.errorCode).toBe(
      'c2c.transaction.notFound',
    );
  });

  it('lists a payment the back office adds, with the scenario window, newest first', async () => {
    const token = await loginToken();
    await control('scenario', { receiptWindowMinutes: 45 });
    expect(await control('c2c/payments', { account: 'player01', amount: 120.5 })).toMatchObject({
      success: true,
    });
    const [newest, seeded] = await awaiting(token);
    expect(newest).toMatchObject({ amount: 120.5, status: 'AWAITING', remainingSeconds: 45 * 60 });
    expect(seeded).toMatchObject({ transactionId: 'C2C2026110100001' });
    expect(await control('c2c/payments', { account: 'nobody', amount: 1 })).toMatchObject({
      errorCode: 'mock.c2c.member',
    });
  });

  it('confirms received once', async () => {
    const token = await loginToken();
    const [seeded] = await awaiting(token);
    const done = valueOf<Payment>(
      await confirm(token, { transactionId: seeded!.transactionId, confirmStatus: 'RECEIVED' }),
    );
    expect(done).toMatchObject({
      status: 'RECEIVED',
      receivedAmount: 500,
      remainingAmount: 0,
      remainingSeconds: null,
    });
    const again = await confirm(token, { transactionId: seeded!.transactionId, confirmStatus: 'RECEIVED' });
    expect(again.body.errorCode).toBe('c2c.confirm.closed');
  });

  it('confirms partly received with the received amount and the remaining', async () => {
    const token = await loginToken();
    const [seeded] = await awaiting(token);
    const transactionId = seeded!.transactionId;
    for (const receivedAmount of [0, 500, 600, 'some']) {
      const result = await confirm(token, {
        transactionId,
        confirmStatus: 'PARTLY_RECEIVED',
        receivedAmount,
      });
      expect(result.body.errorCode).toBe('c2c.receivedAmount.invalid');
    }
    expect((await confirm(token, { transactionId, confirmStatus: 'MAYBE' })).body.errorCode).toBe(
      'c2c.status.invalid',
    );
    const partly = valueOf<Payment>(
      await confirm(token, { transactionId, confirmStatus: 'PARTLY_RECEIVED', receivedAmount: 200 }),
    );
    expect(partly).toMatchObject({
      status: 'PARTLY_RECEIVED',
      receivedAmount: 200,
      remainingAmount: 300,
    });
  });

  it('needs a png or jpg proof of at most 5 MB for not received', async () => {
    const token = await loginToken();
    const [seeded] = await awaiting(token);
    const transactionId = seeded!.transactionId;
    const notReceived = (proofImage?: string) =>
      confirm(token, { transactionId, confirmStatus: 'NOT_RECEIVED', proofImage });
    expect((await notReceived()).body.errorCode).toBe('c2c.proof.required');
    expect((await notReceived(dataUrl('image/gif', [0x47, 0x49, 0x46, 0x38]))).body.errorCode).toBe(
      'c2c.proof.invalid',
    );
    expect((await notReceived('not a data url')).body.errorCode).toBe('c2c.proof.invalid');
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8)}`;
    expect((await notReceived(huge)).body.errorCode).toBe('c2c.proof.tooLarge');
    const done = valueOf<Payment>(await notReceived(dataUrl('image/png', PNG)));
    expect(done).toMatchObject({
      status: 'NOT_RECEIVED',
      receivedAmount: 0,
      remainingAmount: 500,
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
      ...part('transactionId', seeded!.transactionId),
      ...part('confirmStatus', 'NOT_RECEIVED'),
      ...text(
        `--${boundary}\r\nContent-Disposition: form-data; name="proofImage"; filename="proof.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      ...JPEG,
      ...text(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch('/wps/relay/MCSFE_processC2CTransaction', {
      method: 'POST',
      headers: {
        Merchant: MERCHANT,
        Authorization: token,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    const answer: unknown = await response.json();
    expect(answer).toMatchObject({
      success: true,
      value: { status: 'NOT_RECEIVED', receivedAmount: 0 },
    });
  });
});
