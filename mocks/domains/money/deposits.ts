// Deposit channels and orders (designed: the product shows neither). Amounts in integer cents.

export type ChannelType = 'BANK_TRANSFER' | 'PIX' | 'EWALLET';

export interface DepositChannel {
  channelId: number;
  channelType: ChannelType;
  channelName: string;
  minCents: number;
  maxCents: number;
  presetCents: readonly number[];
}

export const depositChannels: readonly DepositChannel[] = [
  {
    channelId: 1,
    channelType: 'PIX',
    channelName: 'PIX',
    minCents: 1_000,
    maxCents: 5_000_000,
    presetCents: [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
  },
  {
    channelId: 2,
    channelType: 'BANK_TRANSFER',
    channelName: 'Bank transfer (TED)',
    minCents: 10_000,
    maxCents: 10_000_000,
    presetCents: [10_000, 50_000, 100_000, 500_000],
  },
  {
    channelId: 3,
    channelType: 'EWALLET',
    channelName: 'PicPay',
    minCents: 2_000,
    maxCents: 1_000_000,
    presetCents: [2_000, 5_000, 10_000, 30_000],
  },
];

export type DepositStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** Where the member sends the money; the fields that do not apply to a channel are null. */
export interface PaymentDetails {
  payeeName: string;
  bankName: string | null;
  bankBranch: string | null;
  accountNumber: string | null;
  pixKey: string | null;
  walletAccount: string | null;
}

export interface DepositOrder {
  orderNo: string;
  memberId: number;
  channel: DepositChannel;
  cents: number;
  status: DepositStatus;
  createMs: number;
  /** When the order stops being payable; a PENDING order past it can still be approved by the control API. */
  expireMs: number;
  updateMs: number | null;
  payment: PaymentDetails;
  qrPayload: string | null;
}

/** Minutes a new order stays payable. */
export const DEPOSIT_ORDER_MINUTES = 30;

const payee = 'Gaming Portal Pagamentos Ltda';

export function paymentDetails(channel: DepositChannel): PaymentDetails {
  const none = { bankName: null, bankBranch: null, accountNumber: null, pixKey: null, walletAccount: null };
  if (channel.channelType === 'BANK_TRANSFER') {
    return {
      ...none,
      payeeName: payee,
      bankName: 'Banco do Brasil',
      bankBranch: '1234-5',
      accountNumber: '98765-4',
    };
  }
  if (channel.channelType === 'PIX')
    return { ...none, payeeName: payee, pixKey: 'pagamentos@gaming-portal.example' };
  return { ...none, payeeName: payee, walletAccount: '@gamingportal' };
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

/**
 * What the UI draws as a QR code: a PIX BR Code, an e-wallet payment link, or null for a bank transfer
 * (the member types the account details into their bank's app).
 */
export function qrPayload(channel: DepositChannel, orderNo: string, cents: number): string | null {
  if (channel.channelType === 'BANK_TRANSFER') return null;
  if (channel.channelType === 'EWALLET') {
    return `https://pay.picpay.example/gamingportal?order=${orderNo}&value=${(cents / 100).toFixed(2)}`;
  }
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
