import { call, control, encryptedCall, loginToken, valueOf } from './mock-client';

interface Card {
  bankCardId: string | number;
  bankName: string;
  bankCode: string;
  cardNumber: string;
  cardHolder: string;
  isWithdrawActive: string;
}

const cards = async (token: string) =>
  valueOf<{ bankCards: Card[]; maxCardCount: number }>(
    await call('/wps/relay/MCSFE_getWithdrawAccountInfo?groupId=0', { token }),
  );

const bind = (token: string, payload: Record<string, unknown>) =>
  encryptedCall('/wps/v2/member/bankCards', 'PUT', payload, token);

const remove = (token: string, payload: Record<string, unknown>) =>
  encryptedCall('/wps/v2/member/bankCards', 'DELETE', payload, token);

const pix = (type: string, cardNumber: string) => ({
  cardType: 'B',
  bankName: 'PIX',
  bankCode: 'PIX',
  payeeName: 'Lucas Pereira',
  cardNumber,
  customFieldList: [
    {
      thirdPartyParamNameOption: 'pixType',
      valueOption: type,
      thirdPartyParamName: 'pixKey',
      value: cardNumber,
    },
  ],
  paymentPassword: '123456',
});

async function latestSms(mobile: string): Promise<string> {
  return ((await control(`sms/latest?mobile=${mobile}`)) as { code: string }).code;
}

describe('mock bank cards and PIX keys', () => {
  it('lists player01 bank account and PIX key, the banks with the PIX bank first, and its template', async () => {
    const token = await loginToken();
    const { bankCards, maxCardCount } = await cards(token);
    expect(bankCards.map((c) => [c.bankName, c.cardNumber, c.cardHolder])).toEqual([
      ['Nubank', '****5678', 'Lucas Pereira'],
      ['PIX', '****8909', 'Lucas Pereira'],
    ]);
    expect(maxCardCount).toBe(5);
    const banks = valueOf<{ bankCode: string; playerIdPatternExpression?: string }[]>(
      await call('/wps/relay/MCSFE_getBanks?merchantCode=demo', { token }),
    );
    expect(banks[0]).toMatchObject({ bankCode: 'PIX', playerIdPatternExpression: '^\\d{11}$' });
    const template = valueOf<{
      bankCardTemplateSettings: { cardItem: string; bankCardTemplateSettingList: { listKey: string }[] }[];
    }>(await call('/wps/relay/MCSFE_getBankTemplate?bankId=PIX', { token }));
    const custom = template.bankCardTemplateSettings.find((s) => s.cardItem === 'CUSTOM');
    expect(custom?.bankCardTemplateSettingList.map((i) => i.listKey)).toEqual([
      'CPF',
      'PHONE',
      'EMAIL',
      'EVP',
    ]);
    expect(valueOf(await call('/wps/v2/member/bankCards/bindConfig', { token }))).toEqual({
      shouldBindGA: false,
      validate: { paymentPassword: true, validatePaymentPassword: false, mobileNum: false, authCode: false },
    });
  });

  it('binds a PIX key of each kind by its pattern, refusing a bad key, a wrong password and a duplicate', async () => {
    const token = await loginToken();
    const code = async (payload: Record<string, unknown>) => (await bind(token, payload)).body.errorCode;
    expect(await code(pix('CPF', '123.456.789'))).toBe('bankCard.number.invalid');
    expect(await code(pix('EMAIL', 'not-an-email'))).toBe('bankCard.number.invalid');
    expect(await code(pix('EVP', '1234'))).toBe('bankCard.number.invalid');
    expect(await code(pix('BOLETO', '1234'))).toBe('bankCard.field.invalid');
    expect(await code({ ...pix('PHONE', '11 98765-4321'), paymentPassword: '000000' })).toBe(
      'member.withdrawPassword.incorrect',
    );
    expect(await code({ ...pix('PHONE', '11987654321'), payeeName: 'Someone Else' })).toBe(
      'bankCard.holder.mismatch',
    );
    expect(await code(pix('CPF', '123.456.789-09'))).toBe('bankCard.duplicated');
    expect(valueOf(await bind(token, pix('PHONE', '(11) 98765-4321')))).toBeNull();
    expect(valueOf(await bind(token, pix('EMAIL', 'Lucas@Example.com')))).toBeNull();
    expect(valueOf(await bind(token, pix('EVP', '123e4567-e89b-12d3-a456-426614174000')))).toBeNull();
    const { bankCards } = await cards(token);
    expect(bankCards.map((c) => c.cardNumber)).toEqual([
      '****5678',
      '****8909',
      '****4321',
      '****.com',
      '****4000',
    ]);
    expect(await code(pix('CPF', '98765432100'))).toBe('bankCard.limit');
  });

  it('asks the proofs bindConfig names: an SMS code, a GA code, the password twice', async () => {
    const token = await loginToken();
    await control('bank-cards/bind-config', { paymentPassword: false, mobileNum: true });
    const card = pix('PHONE', '11987654321');
    expect((await bind(token, { ...card, verificationCode: '000000' })).body.errorCode).toBe(
      'verification.code.invalid',
    );
    await call('/wps/v2/verification/sms/send-verified', {
      method: 'POST',
      token,
      json: { countryDialingCode: '55', mobileNum: '', operationType: 7 },
    });
    const sms = await latestSms('11987654321');
    expect(
      valueOf(await bind(token, { ...card, paymentPassword: undefined, verificationCode: sms })),
    ).toBeNull();

    await control('bank-cards/bind-config', { mobileNum: false, authCode: true });
    const email = pix('EMAIL', 'lucas@example.com');
    expect((await bind(token, { ...email, authCode: '111111' })).body.errorCode).toBe('ga.code.invalid');
    expect(valueOf(await bind(token, { ...email, authCode: '135790' }))).toBeNull();

    await control('bank-cards/bind-config', {
      authCode: false,
      paymentPassword: true,
      validatePaymentPassword: true,
    });
    const evp = pix('EVP', '123e4567-e89b-12d3-a456-426614174000');
    expect((await bind(token, { ...evp, validatePaymentPassword: '654321' })).body.errorCode).toBe(
      'bankCard.password.mismatch',
    );
    expect(valueOf(await bind(token, { ...evp, validatePaymentPassword: '123456' }))).toBeNull();
  });

  it('deletes a card by the site method: the password by default, an SMS code when only that is on', async () => {
    const token = await loginToken();
    const [first] = (await cards(token)).bankCards;
    expect((await remove(token, { bankCardId: first.bankCardId, method: 'S' })).body.errorCode).toBe(
      'bankCard.method.invalid',
    );
    expect(
      (await remove(token, { bankCardId: first.bankCardId, method: 'P', password: '000000' })).body.errorCode,
    ).toBe('member.withdrawPassword.incorrect');
    expect(
      valueOf(await remove(token, { bankCardId: first.bankCardId, method: 'P', password: '123456' })),
    ).toBeNull();
    expect((await cards(token)).bankCards.map((c) => c.bankName)).toEqual(['PIX']);
  });

  it('must be encrypted', async () => {
    const token = await loginToken();
    const plain = await call('/wps/v2/member/bankCards', {
      method: 'PUT',
      token,
      json: pix('CPF', '98765432100'),
    });
    expect(plain.body.errorCode).toBe('decryption.err');
  });
});
