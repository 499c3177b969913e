import type { ProofImage } from './proof-image';

// Confirmations between players (C2C): a withdrawal the platform paid by matching another player's deposit
// waits for its receiver to say what arrived. The member centre names the calls (spec 5, 70542479384
// @~697,000) but shows neither their fields nor their answers: the shapes here are our design
// (docs/decisions/055-c2c-confirmations.md).

/** AWAITING until answered or until the window closes, after which it reads AUTO_RECEIVED (spec 2). */
export type C2cStatus = 'AWAITING' | 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | 'AUTO_RECEIVED';

export interface C2cPayment {
  transactionId: string;
  withdrawalId: string;
  memberId: number;
  cents: number;
  bankName: string;
  cardNumber: string;
  paidMs: number;
  deadlineMs: number;
  status: C2cStatus;
  receivedCents: number | null;
  proof: ProofImage | null;
}

export interface C2cBook {
  payments: C2cPayment[];
  nextSerial: number;
}

const PLAYER = 10001;
const MINUTE = 60_000;

/**
 * player01's R$ 500.00 withdrawal, paid by another player ten minutes before the seed time: 20 of its 30
 * minutes are left.
 */
export function seedC2c(now: number, windowMinutes: number): C2cBook {
  const paidMs = now - 10 * MINUTE;
  return {
    payments: [
      {
        transactionId: 'C2C2026110100001',
        withdrawalId: 'WD2026110100042',
        memberId: PLAYER,
        cents: 50_000,
        bankName: 'Nubank',
        cardNumber: '****5678',
        paidMs,
        deadlineMs: paidMs + windowMinutes * MINUTE,
        status: 'AWAITING',
        receivedCents: null,
        proof: null,
      },
    ],
    nextSerial: 2,
  };
}

/** An unanswered payment whose window has closed counts as received in full; no deposit is refunded. */
export function settleC2c(payment: C2cPayment, nowMs: number): void {
  if (payment.status === 'AWAITING' && nowMs >= payment.deadlineMs) {
    payment.status = 'AUTO_RECEIVED';
    payment.receivedCents = payment.cents;
  }
}

/** A new payment awaiting `memberId`'s answer, paid at `nowMs` (the back office's side door). */
export function addC2cPayment(
  book: C2cBook,
  memberId: number,
  cents: number,
  nowMs: number,
  windowMinutes: number,
): C2cPayment {
  const serial = String(book.nextSerial++).padStart(5, '0');
  const payment: C2cPayment = {
    transactionId: `C2C20261101${serial}`,
    withdrawalId: `WD20261101${serial}`,
    memberId,
    cents,
    bankName: 'Nubank',
    cardNumber: '****5678',
    paidMs: nowMs,
    deadlineMs: nowMs + windowMinutes * MINUTE,
    status: 'AWAITING',
    receivedCents: null,
    proof: null,
  };
  book.payments.unshift(payment);
  return payment;
}
