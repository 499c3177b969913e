import { depositPaymentChannels } from '@/features/deposit/channels/payment-channels';
import {
  amountProblem,
  decimalMarkOf,
  depositBody,
  plainText,
  presetText,
  readDepositMethods,
  relayOf,
  safeImageSrc,
} from '@/features/deposit';

const channel = (fields: Record<string, unknown> = {}) => ({
  vendorId: 4574387,
  vendorName: 'PIX Pay4Z',
  min: 10,
  max: 50000,
  banks: [{ bankCode: '0155', bankType: 'PGMT' }],
  mcsBankCode: 'PAY4ZBRLWL',
  fixAmounts: [],
  fixAmountFlag: 'N',
  fixAmountOnly: 'N',
  nicknameRequired: 'N',
  ...fields,
});

/** The answer as the client reads it: through the endpoint's own schema first. */
const read = (answer: Record<string, unknown>) =>
  readDepositMethods(depositPaymentChannels.response.parse(answer));

describe('the deposit channels answer', () => {
  it('reads a method code’s channels, with the suggested amounts where the channel fixes none', () => {
    const [pix] = read({
      PGMT: { channels: [channel({ customerCharge: 0 })], mergedChannel: { suggestedAmounts: [50, 100] } },
    });
    expect(pix).toEqual({
      code: 'PGMT',
      message: '',
      channels: [
        {
          vendorId: '4574387',
          vendorName: 'PIX Pay4Z',
          min: 10,
          max: 50000,
          bankCode: '0155',
          bankType: 'PGMT',
          mcsBankCode: 'PAY4ZBRLWL',
          presets: [50, 100],
          fixedOnly: false,
          customerCharge: null,
          asksName: false,
          description: '',
        },
      ],
    });
  });

  it('takes the fixed amounts where the channel flags them, and only them where it says so', () => {
    const [method] = read({
      PGMT: {
        channels: [
          channel({ fixAmounts: [20, 50], fixAmountFlag: 'Y' }),
          channel({ vendorId: 2, fixAmounts: [100], fixAmountOnly: 'Y', nicknameRequired: 'Y' }),
          channel({ vendorId: 3, fixAmounts: [], fixAmountOnly: 'Y' }),
        ],
        mergedChannel: { suggestedAmounts: [500] },
      },
    });
    expect(method!.channels.map((c) => [c.presets, c.fixedOnly, c.asksName])).toEqual([
      [[20, 50], false, false],
      [[100], true, true],
      // "Only fixed amounts" with none to offer would take nothing: the channel's range stands.
      [[500], false, false],
    ]);
  });

  it('leaves out methods the portal cannot pay with and methods without a channel; an empty object is none', () => {
    expect(read({})).toEqual([]);
    const methods = read({
      GCASH: { channels: [channel()] },
      MT: { channels: [] },
      MT2: { channels: [channel({ banks: [] })] },
    });
    expect(methods.map((m) => m.code)).toEqual(['MT2']);
    // No bank listed: the method code is its bank type; a manual transfer by name asks the name.
    expect(methods[0]!.channels[0]).toMatchObject({ bankType: 'MT2', bankCode: '', asksName: true });
  });

  it('shows server descriptions as words', () => {
    expect(plainText('<p>Pay <b>now</b>&nbsp;<script>x</script></p>')).toBe('Pay now x');
  });
});

describe('the method code to relay table', () => {
  it('maps each kind of method to the member centre’s relay', () => {
    const name = (code: string) => relayOf(code)?.endpoint.link ?? null;
    expect(name('PGMT')).toBe('/wps/relay/MCSFE_depositByLaunchUrl');
    expect(name('PG')).toBe('/wps/relay/MCSFE_depositByLaunchUrl');
    expect(name('MWQR')).toBe('/wps/relay/MCSFE_depositByQRImageUrl');
    expect(name('MT')).toBe('/wps/relay/MCSFE_manualTransferByRemark');
    expect(name('MT2')).toBe('/wps/relay/MCSFE_manualTransferByAccountName');
    expect(name('MT3')).toBe('/wps/relay/MCSFE_manualTransferByBankCard');
    expect(name('MT4')).toBe('/wps/relay/MCSFE_manualTransferByTransactionId');
    expect(name('SE')).toBe('/wps/relay/MCSFE_manualTransferGeneric');
    expect(name('usdt')).toBe('/wps/relay/MCSFE_depositVirtualWallet');
    expect(name('GCASH')).toBeNull();
    expect(relayOf('PGMT')?.endpoint.moduleId).toBe('DPSTBAS3');
  });

  it('builds the body the scripts send: QR-only for pictures, the name as payeeName or nickname', () => {
    const [pix] = read({ PGMT: { channels: [channel()] } });
    const base = { channel: pix!.channels[0]!, cents: 9900, promotionId: null, name: '' };
    expect(depositBody({ ...base, methodCode: 'PGMT' }, 'player01')).toEqual({
      targetUsername: 'player01',
      amount: '99',
      bankCode: '0155',
      bankType: 'PGMT',
      vendorId: '4574387',
      mcsBankCode: 'PAY4ZBRLWL',
      deviceId: expect.any(String),
    });
    expect(depositBody({ ...base, methodCode: 'MWQR', name: ' Ana ', promotionId: '7' }, 'p')).toMatchObject({
      showQrImageOnly: 1,
      nickname: 'Ana',
      promotionId: '7',
    });
    expect(depositBody({ ...base, methodCode: 'MT2', name: 'Ana' }, 'p')).toMatchObject({ payeeName: 'Ana' });
  });
});

describe('deposit amounts', () => {
  const pix = { min: 10, max: 50_000, presets: [20, 50], fixedOnly: false };

  it('reads a comma before the cents as the decimal mark, never a thousands separator', () => {
    expect(decimalMarkOf('pt-BR')).toBe(',');
    expect(decimalMarkOf('en')).toBe('.');
    expect(amountProblem('150,50', pix)).toBeNull();
    expect(amountProblem('1,000', pix)).toEqual({ kind: 'malformed' });
    expect(presetText(12.5, ',')).toBe('12,50');
    expect(presetText(100, ',')).toBe('100');
  });

  it('checks the limits in cents, and a fixed-only channel’s amounts', () => {
    expect(amountProblem('  ', pix)).toEqual({ kind: 'required' });
    expect(amountProblem('9.99', pix)).toEqual({ kind: 'belowMin', min: 10 });
    expect(amountProblem('50000.00', pix)).toBeNull();
    expect(amountProblem('50000.01', pix)).toEqual({ kind: 'aboveMax', max: 50_000 });
    expect(amountProblem('30', { ...pix, fixedOnly: true })).toEqual({ kind: 'notFixed', amounts: [20, 50] });
    expect(amountProblem('50.00', { ...pix, fixedOnly: true })).toBeNull();
  });
});

describe('a payment picture from the server', () => {
  it('is shown from an http(s) address or an inline picture, never from a page or a script', () => {
    expect(safeImageSrc('https://pay.example/qr.png')).toBe('https://pay.example/qr.png');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageSrc(null)).toBeNull();
  });
});
