import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type ResponseOf } from '@/api';
import { cashierKey } from './money-keys';
import { useMemberScope } from './member-scope';

export type BankAccount = ResponseOf<'addBankAccount'>;
export type BankAccounts = ResponseOf<'bankAccounts'>;

export const bankAccountsKey = [...cashierKey, 'bankAccounts'] as const;

/** MCS2_getBankAccounts: the member's accounts, the banks one may add and how many accounts are allowed. */
export function bankAccountsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...bankAccountsKey, scope] as const,
    queryFn: ({ signal }) => request('bankAccounts', { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useBankAccounts() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(bankAccountsQuery(scope, member && !trial));
}

export interface NewBankAccount {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

/** MCS2_addBankAccount: answers the account as the server keeps it (its number masked). */
export function addBankAccount(account: NewBankAccount): Promise<BankAccount> {
  return request('addBankAccount', { data: account });
}
