// Deposit methods, channels and orders in the platform's shapes (spec 5, 2.4 and 3.3). Amounts in integer cents.

/** One vendor of a method, as MCSFE_getDepositPaymentChannels lists it. */
export interface MockChannel {
  vendorId: string;
  vendorName: string;
  minCents: number;
  maxCents: number;
  bankCode: string;
  bankType: string;
  mcsBankCode: string;
  fixCents: readonly number[];
  fixAmountFlag: boolean;
  fixAmountOnly: boolean;
  /** Per cent of the amount (our reading: no source states the unit). */
  customerCharge: number;
  nicknameRequired: boolean;
  description: string;
}

export interface MockMethod {
  code: string;
  channels: readonly MockChannel[];
  suggestedCents: readonly number[];
  message: string;
}

const reais = (...values: number[]) => values.map((v) => v * 100);

const channel = (
  fields: Partial<MockChannel> & Pick<MockChannel, 'vendorId' | 'vendorName'>,
): MockChannel => ({
  minCents: 1_000,
  maxCents: 5_000_000,
  bankCode: '',
  bankType: '',
  mcsBankCode: '',
  fixCents: [],
  fixAmountFlag: false,
  fixAmountOnly: false,
  customerCharge: 0,
  nicknameRequired: false,
  description: '',
  ...fields,
});

/**
 * The site's methods, in the order the answer lists them. PIX is the br8bet merchant's (20140464786 @1,397:
 * PGMT, bank code 0155, a Pay4Z vendor); the others are there so every kind of relay has a channel.
 */
export const depositMethods: readonly MockMethod[] = [
  {
    code: 'PGMT',
    suggestedCents: reais(50, 100, 200, 500, 1_000),
    message: '',
    channels: [
      channel({
        vendorId: '4574387',
        vendorName: 'PIX Pay4Z',
        bankCode: '0155',
        bankType: 'PGMT',
        mcsBankCode: 'PAY4ZBRLWL',
        fixCents: reais(20, 50, 100, 200, 500),
        fixAmountFlag: true,
        description: 'Instant PIX: the <b>QR code</b> and the copy-and-paste code open on the payment page.',
      }),
      channel({
        vendorId: '4574390',
        vendorName: 'PIX Fixo U2C',
        minCents: 5_000,
        maxCents: 20_000,
        bankCode: '0155',
        bankType: 'PGMT',
        mcsBankCode: 'U2CPAYBRLWL',
        fixCents: reais(50, 100, 200),
        fixAmountFlag: true,
        fixAmountOnly: true,
      }),
    ],
  },
  {
    code: 'MWQR',
    suggestedCents: reais(20, 50, 100, 300),
    message: '',
    channels: [
      channel({
        vendorId: '5100201',
        vendorName: 'QR Pay',
        minCents: 2_000,
        maxCents: 1_000_000,
        bankCode: 'QRPAY',
        bankType: 'MWQR',
        mcsBankCode: 'QRPAYBRL',
        customerCharge: 1.5,
        nicknameRequired: true,
      }),
    ],
  },
  {
    code: 'MT2',
    suggestedCents: reais(100, 500, 1_000, 5_000),
    message: 'Transfers are credited after the back office finds them, usually within 15 minutes.',
    channels: [
      channel({
        vendorId: '6100301',
        vendorName: 'Banco do Brasil',
        minCents: 10_000,
        maxCents: 10_000_000,
        bankCode: '001',
        bankType: 'MT2',
        mcsBankCode: 'BBBRL',
      }),
    ],
  },
  {
    code: 'USDT',
    suggestedCents: reais(100, 500, 1_000),
    message: '',
    channels: [
      channel({
        vendorId: '7100401',
        vendorName: 'USDT TRC20',
        minCents: 5_000,
        maxCents: 5_000_000,
        bankCode: 'USDT',
        bankType: 'USDT',
        mcsBankCode: 'USDTTRC20',
      }),
    ],
  },
];

export function findChannel(vendorId: string): { method: MockMethod; channel: MockChannel } | null {
  for (const method of depositMethods) {
    const found = method.channels.find((c) => c.vendorId === vendorId);
    if (found) return { method, channel: found };
  }
  return null;
}

/**
 * The seed's past deposits: three channels with the amounts the history draws from and the names its
 * record lines carry (kept from the first seed, so the history's figures stay as README tells them).
 */
export const seedDepositChannels = [
  { methodCode: 'PGMT', vendorId: '4574387', remark: 'PIX', cents: reais(20, 50, 100, 200, 500, 1_000) },
  {
    methodCode: 'MT2',
    vendorId: '6100301',
    remark: 'Bank transfer (TED)',
    cents: reais(100, 500, 1_000, 5_000),
  },
  { methodCode: 'MWQR', vendorId: '5100201', remark: 'PicPay', cents: reais(20, 50, 100, 300) },
] as const;

export type DepositStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

export interface DepositOrder {
  orderNo: string;
  memberId: number;
  methodCode: string;
  vendorId: string;
  vendorName: string;
  cents: number;
  status: DepositStatus;
  createMs: number;
  updateMs: number | null;
  promotionId: string | null;
}

// EMV "BR Code" (the copy-and-paste PIX text a QR code carries): ID, length, value fields, CRC16 last.
function emv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The PIX copy-and-paste code of an order: the amount and the order number inside, CRC16 last. */
export function pixCode(orderNo: string, cents: number): string {
  const body =
    emv('00', '01') +
    emv('26', emv('00', 'br.gov.bcb.pix') + emv('01', 'pagamentos@gaming-portal.example')) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('54', (cents / 100).toFixed(2)) +
    emv('58', 'BR') +
    emv('59', 'GAMING PORTAL') +
    emv('60', 'SAO PAULO') +
    emv('62', emv('05', orderNo)) +
    '6304';
  return body + crc16(body);
}

/**
 * A picture that looks like a QR code, drawn from the text (a demo: no phone can pay with it), as the
 * gateway's page and the QR relay's answer carry one: an inline SVG.
 */
export function demoQrDataUrl(text: string): string {
  const size = 25;
  let seed = 0;
  for (let i = 0; i < text.length; i += 1) seed = (seed * 31 + text.charCodeAt(i)) >>> 0;
  // The three finder squares: a ring of 7, a gap, a solid 3 in the middle.
  const finder = (x: number, y: number): boolean | null => {
    for (const [ox, oy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      const [dx, dy] = [x - ox, y - oy];
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) continue;
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      return ring !== 2;
    }
    return null;
  };
  const cells: string[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      if (finder(x, y) ?? (seed >>> 16) % 2 === 0) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 4}"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><path d="${cells.join('')}" fill="#0b1122"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
