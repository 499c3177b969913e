import { seedBets, type BetRecord } from './bets';
import { findChannel, seedDepositChannels, type DepositOrder } from './deposits';
import type { BonusType, Transaction, TransactionType } from './ledger';
import { createPrng, intBetween, pick } from '../../shared/prng';
import {
  DEFAULT_RECEIPT_WINDOW_MINUTES,
  defaultBindProofs,
  type BankAccount,
  type BindProofs,
  type Withdrawal,
} from './withdrawals';
import { MAIN_WALLET_ID } from './wallets';

/** Everything of the money side that changes: records, orders and bank accounts (store.money). */
export interface MoneyBook {
  /** member id -> account record, newest first */
  ledger: Map<number, Transaction[]>;
  /** member id -> settled bets, newest first */
  bets: Map<number, BetRecord[]>;
  deposits: DepositOrder[];
  withdrawals: Withdrawal[];
  bankAccounts: Map<number, BankAccount[]>;
  nextReferenceNo: number;
  nextBankAccountId: number;
  /** What binding a card asks (bindConfig's `validate`); the tests change it at /__mock/bank-cards/bind-config. */
  bindProofs: BindProofs;
}

const PLAYER = 10001;
const AGENT = 20001;
const HISTORY_DAYS = 60;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const referencePrefix: Readonly<Record<TransactionType, string>> = {
  DEPOSIT: 'DP',
  WITHDRAWAL: 'WD',
  BONUS: 'BN',
  TRANSFER: 'TF',
  UPLINE_TRANSFER: 'UT',
  POINTS_CONVERT: 'PC',
};

/** `DP2026000123`: a two-letter kind and a serial shared by every kind. */
export function referenceNo(prefix: string, serial: number): string {
  return `${prefix}2026${String(serial).padStart(6, '0')}`;
}

const bonusNames: Readonly<Record<BonusType, string>> = {
  REBATE: 'Weekly rebate 1%',
  PROMOTION: 'Reload bonus 10%',
  VIP: 'VIP 3 upgrade bonus',
  MISSION: 'Weekly mission reward',
};

/**
 * player01's last 60 days before the seed time: bets across vendors, deposits (one rejected), paid
 * withdrawals, weekly rebates worth 1% of the week's valid bets, other bonuses, wallet transfers, one
 * transfer to its upline (agent01), and one paid withdrawal still awaiting the receipt confirmation.
 * The seeded balances stay the demo facts; this history explains them only roughly.
 */
/** A past deposit of player01's, decided five minutes after it was made. */
function seedDeposit(
  orderNo: string,
  channel: (typeof seedDepositChannels)[number],
  cents: number,
  status: DepositOrder['status'],
  createMs: number,
): DepositOrder {
  return {
    orderNo,
    memberId: PLAYER,
    methodCode: channel.methodCode,
    vendorId: channel.vendorId,
    vendorName: findChannel(channel.vendorId)?.channel.vendorName ?? channel.remark,
    cents,
    status,
    createMs,
    updateMs: createMs + 5 * MINUTE,
    promotionId: null,
  };
}

export function seedMoneyBook(now: number): MoneyBook {
  const rng = createPrng(6001);
  const bets = seedBets(rng, now, HISTORY_DAYS);
  const account: BankAccount = {
    bankAccountId: 1,
    bankCode: '260',
    accountNumber: '0012345678',
    holderName: 'Lucas Pereira',
  };
  const ledger: Transaction[] = [];
  const deposits: DepositOrder[] = [];
  const withdrawals: Withdrawal[] = [];
  let serial = 1;
  const line = (type: TransactionType, cents: number, timeMs: number, extra: Partial<Transaction> = {}) => {
    const entry: Transaction = {
      referenceNo: referenceNo(referencePrefix[type], serial++),
      type,
      cents,
      accountTypeId: MAIN_WALLET_ID,
      toAccountTypeId: null,
      status: 'SUCCESS',
      timeMs,
      remark: '',
      bonusType: null,
      ...extra,
    };
    ledger.push(entry);
    return entry;
  };
  const dayStart = (day: number) => now - day * DAY;
  const at = (day: number) => dayStart(day) - intBetween(rng, 30, 20 * 60) * MINUTE;

  for (let day = HISTORY_DAYS - 1; day >= 1; day -= 1) {
    if (rng() < 0.2 || day === 33) {
      const channel = pick(rng, seedDepositChannels);
      const cents = pick(rng, channel.cents);
      const createMs = at(day);
      const status = day === 33 ? 'REJECTED' : 'APPROVED';
      const entry = line('DEPOSIT', cents, createMs, {
        status: status === 'REJECTED' ? 'REJECTED' : 'SUCCESS',
        remark: channel.remark,
      });
      deposits.push(seedDeposit(entry.referenceNo, channel, cents, status, createMs));
    }
    if (day % 14 === 5) {
      const cents = pick(rng, [30_000, 50_000, 80_000, 150_000]);
      const requestMs = at(day);
      const entry = line('WITHDRAWAL', -cents, requestMs, { remark: 'Nubank ****5678' });
      withdrawals.push({
        withdrawalNo: entry.referenceNo,
        memberId: PLAYER,
        cents,
        bankAccount: account,
        status: 'PAID',
        requestMs,
        updateMs: requestMs + 40 * MINUTE,
        paidMs: requestMs + 40 * MINUTE,
        receipt: 'RECEIVED',
        receiptDeadlineMs: requestMs + (40 + DEFAULT_RECEIPT_WINDOW_MINUTES) * MINUTE,
        receivedCents: cents,
        proof: null,
      });
    }
    if (day % 7 === 0) {
      const weekValid = bets
        .filter((b) => b.betMs >= dayStart(day + 7) && b.betMs < dayStart(day))
        .reduce((sum, b) => sum + b.validCents, 0);
      if (weekValid > 0)
        line('BONUS', Math.round(weekValid / 100), dayStart(day) - 11 * 60 * MINUTE, {
          bonusType: 'REBATE',
          remark: bonusNames.REBATE,
        });
    }
    const other: BonusType | undefined = {
      45: 'PROMOTION',
      30: 'VIP',
      20: 'PROMOTION',
      50: 'MISSION',
      15: 'MISSION',
      3: 'MISSION',
    }[day] as BonusType | undefined;
    if (other)
      line('BONUS', pick(rng, [1_000, 2_500, 5_000, 8_800]), at(day), {
        bonusType: other,
        remark: bonusNames[other],
      });
    if (rng() < 0.25) {
      const toGame = rng() < 0.5;
      line('TRANSFER', pick(rng, [5_000, 10_000, 20_000, 50_000]), at(day), {
        accountTypeId: toGame ? MAIN_WALLET_ID : 1,
        toAccountTypeId: toGame ? 1 : MAIN_WALLET_ID,
        remark: toGame ? 'Main wallet -> PG Soft' : 'PG Soft -> Main wallet',
      });
    }
    if (day === 25) line('UPLINE_TRANSFER', -10_000, at(day), { remark: 'To agent01 (Agent Alpha)' });
  }

  // Paid ten minutes before the seed time: the receipt deadline is 20 minutes after it.
  const paidMs = now - 10 * MINUTE;
  const awaiting = line('WITHDRAWAL', -50_000, now - 2 * 60 * MINUTE, { remark: 'Nubank ****5678' });
  withdrawals.push({
    withdrawalNo: awaiting.referenceNo,
    memberId: PLAYER,
    cents: 50_000,
    bankAccount: account,
    status: 'PAID',
    requestMs: awaiting.timeMs,
    updateMs: paidMs,
    paidMs,
    receipt: 'AWAITING',
    receiptDeadlineMs: paidMs + DEFAULT_RECEIPT_WINDOW_MINUTES * MINUTE,
    receivedCents: null,
    proof: null,
  });

  // Today's R$ 250.00 of player01's daily deposit limit (safer-gambling seed). Written last so that no
  // earlier line's reference number moves.
  const pix = seedDepositChannels[0];
  const todayMs = now - 2 * 60 * MINUTE;
  const today = line('DEPOSIT', 25_000, todayMs, { remark: pix.remark });
  deposits.push(seedDeposit(today.referenceNo, pix, 25_000, 'APPROVED', todayMs));

  const upline = ledger.find((t) => t.type === 'UPLINE_TRANSFER');
  const byNewest = (a: { timeMs: number }, b: { timeMs: number }) => b.timeMs - a.timeMs;
  return {
    ledger: new Map([
      [PLAYER, ledger.sort(byNewest)],
      [AGENT, upline ? [{ ...upline, cents: -upline.cents, remark: 'From player01 (Lucky Player)' }] : []],
    ]),
    bets: new Map([[PLAYER, bets]]),
    deposits: deposits.sort((a, b) => b.createMs - a.createMs),
    withdrawals: withdrawals.sort((a, b) => b.requestMs - a.requestMs),
    bankAccounts: new Map([
      [
        PLAYER,
        [
          account,
          {
            bankAccountId: 3,
            bankCode: 'PIX',
            accountNumber: '12345678909',
            holderName: 'Lucas Pereira',
            pixKeyType: 'CPF',
            customFields: [
              {
                thirdPartyParamNameOption: 'pixType',
                valueOption: 'CPF',
                thirdPartyParamName: 'pixKey',
                value: '12345678909',
              },
            ],
            active: true,
            createdMs: now - 20 * 86_400_000,
          },
        ],
      ],
      [
        10005,
        [{ bankAccountId: 2, bankCode: '341', accountNumber: '0087654321', holderName: 'Maria Viajante' }],
      ],
    ]),
    nextReferenceNo: 1000,
    nextBankAccountId: 4,
    bindProofs: { ...defaultBindProofs },
  };
}
