import { call, loginToken, valueOf } from './mock-client';

interface Account {
  bankCards: { bankCardId: number; cardNumber: string; cardHolder: string; isWithdrawActive: string }[];
  maxCardCount: number;
  remainingWithdrawAmount: number;
  remainingTransactionTimes: number;
}

describe('mock SMS codes of money actions', () => {
  it('sends a code to the verified mobile for a known operation, ending a minute later', async () => {
    const token = await loginToken();
    const sent = valueOf<{ expirationTime: number }>(
      await call('/wps/v2/verification/sms/send-verified', {
        method: 'POST',
        token,
        json: { countryDialingCode: '55', mobileNum: '', operationType: 6 },
      }),
    );
    const clock = (await (await fetch('/__mock/clock')).json()) as { value: { now: number } };
    expect(sent.expirationTime - clock.value.now).toBe(60_000);
    const latest = (await (await fetch('/__mock/sms/latest?mobile=11987654321')).json()) as {
      code: string | null;
    };
    expect(latest.code).toMatch(/^\d{6}$/);
  });

  it('refuses an operation it does not know, and a typed number that is not one', async () => {
    const token = await loginToken();
    const unknown = await call('/wps/v2/verification/sms/send-verified', {
      method: 'POST',
      token,
      json: { countryDialingCode: '55', mobileNum: '', operationType: 99 },
    });
    expect(unknown.body.errorCode).toBe('operation.type.invalid');
    const malformed = await call('/wps/v2/verification/sms/send', {
      method: 'POST',
      token,
      json: { countryDialingCode: '55', mobileNum: '12', operationType: 7 },
    });
    expect(malformed.body.errorCode).toBe('mobile.invalid');
  });
});

describe('mock withdraw account info', () => {
  it("answers player01's card masked, with today's limits and what is left", async () => {
    const token = await loginToken();
    const info = valueOf<Account>(await call('/wps/relay/MCSFE_getWithdrawAccountInfo?groupId=0', { token }));
    expect(info.bankCards.length).toBeGreaterThan(0);
    expect(info.bankCards[0]!.cardNumber).toMatch(/^\*{4}\d{4}$/);
    expect(info.bankCards[0]!.isWithdrawActive).toBe('Y');
    expect(info.maxCardCount).toBeGreaterThanOrEqual(info.bankCards.length);
    expect(info.remainingWithdrawAmount).toBeGreaterThan(0);
    expect(info.remainingTransactionTimes).toBeGreaterThan(0);
  });
});
