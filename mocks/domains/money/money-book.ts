import { mockNow } from '../clock/clock';
import type { Transaction, TransactionStatus, TransactionType } from './ledger';
import type { Balance, Member } from '../members/members';
import { referenceNo, referencePrefix, type MoneyBook } from './money-seed';
import type { MockState } from '../../state/mock-state';
import { MAIN_WALLET_ID } from './wallets';

// Writes to the money book; every money action goes through here so that it leaves its record.

export function nextReferenceNo(book: MoneyBook, type: TransactionType): string {
  return referenceNo(referencePrefix[type], book.nextReferenceNo++);
}

export function mainWallet(member: Member): Balance {
  let main = member.balances.find((b) => b.accountTypeId === MAIN_WALLET_ID);
  if (!main) {
    main = { accountTypeId: MAIN_WALLET_ID, cents: 0 };
    member.balances.unshift(main);
  }
  return main;
}

/** Adds a line, dated by the mock clock, to the top of the member's account record. */
export function addTransaction(
  state: Pick<MockState, 'money' | 'clockMs'>,
  memberId: number,
  line: Pick<Transaction, 'type' | 'cents'> & Partial<Transaction>,
): Transaction {
  const entry: Transaction = {
    referenceNo: nextReferenceNo(state.money, line.type),
    accountTypeId: MAIN_WALLET_ID,
    toAccountTypeId: null,
    status: 'SUCCESS',
    timeMs: mockNow(state),
    remark: '',
    bonusType: null,
    ...line,
  };
  const book = state.money;
  book.ledger.set(memberId, [entry, ...(book.ledger.get(memberId) ?? [])]);
  return entry;
}

/** A promotion's prize or reward: into the main wallet at once, a PROMOTION bonus line in the record. */
export function payPromotionBonus(state: MockState, member: Member, cents: number, remark: string): void {
  mainWallet(member).cents += cents;
  addTransaction(state, member.id, { type: 'BONUS', bonusType: 'PROMOTION', cents, remark });
}

/** A deposit or withdrawal line follows its order's status. */
export function setTransactionStatus(
  book: MoneyBook,
  memberId: number,
  reference: string,
  status: TransactionStatus,
): void {
  const entry = book.ledger.get(memberId)?.find((t) => t.referenceNo === reference);
  if (entry) entry.status = status;
}
