import { withdrawAccountInfo } from '@/features/withdraw/withdraw-accounts';
import { callGroup, handle } from '../../protocol/define-call';
import type { Member } from '../members/members';
import type { MoneyBook } from './money-seed';
import { formatDateTime } from '../clock/dates';
import { withdrawAllowance } from './withdraw-allowance';
import { bankName, maskAccountNumber, MAX_BANK_ACCOUNTS, type BankAccount } from './withdrawals';

// MCSFE_getWithdrawAccountInfo {groupId} in the member centre's shape (spec 5 2.5, 71034253453 @~54,000):
// the member's cards, and today's limits with what is left of them. Binding and deleting: bank-card-handlers.

export function bankCardsOf(book: MoneyBook, member: Member): BankAccount[] {
  const cards = book.bankAccounts.get(member.id) ?? [];
  book.bankAccounts.set(member.id, cards);
  return cards;
}

/** A card as the withdraw page reads it: masked, with its maintenance window when the bank is paused. */
export function bankCardWire(card: BankAccount) {
  const active = card.active !== false;
  return {
    bankCardId: card.bankAccountId,
    bankName: bankName(card.bankCode),
    bankCode: card.bankCode,
    bankIconUrl: null,
    cardNumber: maskAccountNumber(card.accountNumber),
    cardHolder: card.holderName,
    cardType: 'B',
    createdAt: card.createdMs === undefined ? null : formatDateTime(card.createdMs),
    isWithdrawActive: active ? 'Y' : 'N',
    maintenanceStartTime: active ? null : '00:00',
    maintenanceEndTime: active ? null : '06:00',
  };
}

export const withdrawAccountHandlers = callGroup(
  handle(withdrawAccountInfo, ({ state, member }) => {
    const allowance = withdrawAllowance(state, member);
    return {
      bankCards: bankCardsOf(state.money, member).map(bankCardWire),
      virtualWallets: [],
      eWallets: [],
      minWithdrawal: allowance.minCents / 100,
      maxWithdrawal: allowance.maxCents / 100,
      remainingWithdrawAmount: allowance.remainingCents / 100,
      maxTransactionTimes: allowance.maxTimes,
      remainingTransactionTimes: allowance.remainingTimes,
      maxCardCount: MAX_BANK_ACCOUNTS,
      maxVirtualWalletCount: 0,
      limitFlag: 'Y',
      normalDeleteBankCard: 'Y',
      virtualDeleteBankCard: 'Y',
    };
  }),
);
