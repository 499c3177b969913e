import * as z from 'zod/mini';
import { endpoint, relay, type Endpoint } from '@/api';
import { text } from '@/api/schemas/common';

/*
 * Which relay places a deposit of a method: the member centre's DEPOSIT_METHOD_MAPPER (spec 5 notes
 * @~617,500; 70542479384 @~617,000). All are plain JSON POSTs with module id DPSTBAS3 (60813684087 @~2,400;
 * 20140464786 @1,397). Methods whose relay the portal does not drive (GCash, C2C, VIP, chat links...) map to
 * none and are not offered (decision 052).
 */

/** What the member does after the order: follow the gateway's page, scan a picture, or pay an account. */
export type PaymentStep = 'launch' | 'qr' | 'transfer' | 'wallet';

export interface DepositRelay {
  endpoint: Endpoint<z.ZodMiniType<DepositAnswer>, 'required'>;
  step: PaymentStep;
  /** The relay names the payer (manual transfers by account name): the form asks for it. */
  asksName: boolean;
  /** Sent as `showQrImageOnly: 1` (the QR and crypto relays). */
  qrOnly: boolean;
}

/**
 * A deposit relay's answer. `redirectUrl` is the launch-URL answer the br8bet script reads (20140464786
 * @~2,000); the picture, the account to pay and the wallet address are our design (mocks/README.md,
 * Deposits): no source reads those answers.
 */
export const depositAnswer = z.looseObject({
  redirectUrl: z.nullish(z.string()),
  qrImageUrl: z.nullish(z.string()),
  transactionId: z.nullish(text),
  bankName: z.nullish(z.string()),
  accountName: z.nullish(z.string()),
  accountNumber: z.nullish(z.string()),
  remark: z.nullish(z.string()),
  walletAddress: z.nullish(z.string()),
});
export type DepositAnswer = z.infer<typeof depositAnswer>;

/** A launch-URL answer without its page is no answer: the member would wait for nothing. */
const launchAnswer = z.extend(depositAnswer, { redirectUrl: z.string() });

function depositRelay(
  name: string,
  evidence: string,
  response: z.ZodMiniType<DepositAnswer> = depositAnswer,
) {
  return endpoint({
    name,
    link: relay(`MCSFE_${name}`),
    moduleId: 'DPSTBAS3',
    method: 'POST',
    token: 'required',
    source: 'platform',
    evidence,
    response,
  });
}

export const depositByLaunchUrl = depositRelay(
  'depositByLaunchUrl',
  '20140464786 @1,397; 63557264451 @1,493; 60813684087 @~13,000',
  launchAnswer,
);
export const depositByQRImageUrl = depositRelay(
  'depositByQRImageUrl',
  '60839717125 @~4,200; 61091147111 @~17,000',
);
export const manualTransferByRemark = depositRelay('manualTransferByRemark', '70542479384 @~617,500');
export const manualTransferByAccountName = depositRelay('manualTransferByAccountName', '60813684087 @~6,500');
export const manualTransferByBankCard = depositRelay('manualTransferByBankCard', '70542479384 @~617,500');
export const manualTransferByTransactionId = depositRelay(
  'manualTransferByTransactionId',
  '70542479384 @~617,500',
);
export const manualTransferGeneric = depositRelay('manualTransferGeneric', '70542479384 @~617,500');
export const depositVirtualWallet = depositRelay('depositVirtualWallet', '60813684087 @~10,800');

const launch: DepositRelay = { endpoint: depositByLaunchUrl, step: 'launch', asksName: false, qrOnly: false };
const qr: DepositRelay = { endpoint: depositByQRImageUrl, step: 'qr', asksName: false, qrOnly: true };
const transfer = (e: DepositRelay['endpoint'], asksName = false): DepositRelay => ({
  endpoint: e,
  step: 'transfer',
  asksName,
  qrOnly: false,
});
const wallet: DepositRelay = {
  endpoint: depositVirtualWallet,
  step: 'wallet',
  asksName: false,
  qrOnly: true,
};

const launchCodes = [
  'PG',
  'PGMT',
  'PGMTB',
  'PGMTE',
  'OTPG',
  'FT',
  'BKASH',
  'NAGAD',
  'ROCKET',
  'ALIWAP',
  'QQWAP',
  'WCWAP',
  'UN',
  'UNWAP',
  'WRS',
  'TBQR',
  'VA',
  'EBANK',
  'FPAY',
  'CBPAY',
  'PTC',
];
const qrCodes = [
  'MWQR',
  'MAQR',
  'ALIPAY',
  'WECHAT',
  'QQ',
  'JD',
  'UNQR',
  'QPQR',
  'MUQR',
  'UPI',
  'IMPS',
  'GCASHQR',
  'TW',
  'ZALODP',
  'MOMODP',
  'VIEDP',
  'RCDP',
];

const relayByCode: Readonly<Record<string, DepositRelay>> = {
  ...Object.fromEntries(launchCodes.map((code) => [code, launch])),
  ...Object.fromEntries(qrCodes.map((code) => [code, qr])),
  MT: transfer(manualTransferByRemark),
  MT2: transfer(manualTransferByAccountName, true),
  MT3: transfer(manualTransferByBankCard),
  MT4: transfer(manualTransferByTransactionId),
  SE: transfer(manualTransferGeneric),
  ML: transfer(manualTransferGeneric),
  PAYID: transfer(manualTransferGeneric),
  USDT: wallet,
  LTC: wallet,
  TLBT: wallet,
};

/** The relay of a method code (case as the answer spells it, compared in upper case), or null. */
export function relayOf(code: string): DepositRelay | null {
  return relayByCode[code.toUpperCase()] ?? null;
}

/** Every relay endpoint, once each (the mock answers them all). */
export const depositRelays: readonly DepositRelay['endpoint'][] = [
  depositByLaunchUrl,
  depositByQRImageUrl,
  manualTransferByRemark,
  manualTransferByAccountName,
  manualTransferByBankCard,
  manualTransferByTransactionId,
  manualTransferGeneric,
  depositVirtualWallet,
];
