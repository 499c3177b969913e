import { useQuery } from '@tanstack/react-query';
import { useMemberScope } from '@/core/account-scope';
import { withdrawAccountsQuery, type BankCard, type WithdrawAccounts } from '../withdraw-accounts';

/**
 * The member's bank cards and PIX keys as the cashier picks among them, read from the platform's
 * MCSFE_getWithdrawAccountInfo (spec 5 2.5). `bankAccountId` is the card's `bankCardId`.
 */
export interface BankAccount {
  bankAccountId: string;
  bankCode: string;
  bankName: string;
  /** Masked by the server. */
  accountNumber: string;
  holderName: string;
  /** "N" on the wire: the bank is in maintenance, from `maintenanceStartTime` to `maintenanceEndTime`. */
  active: boolean;
  maintenance: { from: string; to: string } | null;
}

export interface BankAccounts {
  list: BankAccount[];
  /** How many may be bound; null when the site says no limit. */
  maxCount: number | null;
  /** `normalDeleteBankCard`: whether a member may delete a card. */
  canDelete: boolean;
}

export function accountOf(card: BankCard): BankAccount {
  const from = card.maintenanceStartTime;
  const to = card.maintenanceEndTime;
  return {
    bankAccountId: card.bankCardId,
    bankCode: card.bankCode,
    bankName: card.bankName,
    accountNumber: card.cardNumber,
    holderName: card.cardHolder,
    active: card.isWithdrawActive,
    maintenance:
      !card.isWithdrawActive && from !== null && from !== undefined && to !== null && to !== undefined
        ? { from: String(from), to: String(to) }
        : null,
  };
}

export function bankAccountsOf(info: WithdrawAccounts): BankAccounts {
  return {
    list: info.bankCards.map(accountOf),
    maxCount: info.maxCardCount,
    canDelete: info.normalDeleteBankCard,
  };
}

export function useBankAccounts() {
  const { scope, member, trial } = useMemberScope();
  return useQuery({ ...withdrawAccountsQuery(scope, member && !trial), select: bankAccountsOf });
}
