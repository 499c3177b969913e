import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';
import { bankAccount } from '@/core/money-shapes';

export type { BankAccount } from '@/core/money-shapes';

/** The member's accounts, the banks one may add and how many accounts are allowed (our design). */
export const bankAccounts = endpoint({
  name: 'bankAccounts',
  link: relay('MCS2_getBankAccounts'),
  moduleId: 'WITHDRAW3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    list: z.array(bankAccount),
    banks: z._default(z.array(z.object({ bankCode: text, bankName: text })), []),
    maxCount: z._default(z.coerce.number(), 5),
  }),
});
export type BankAccounts = z.infer<typeof bankAccounts.response>;

export const bankAccountsKey = [...cashierKey, 'bankAccounts'] as const;

export function fetchBankAccounts(signal?: AbortSignal): Promise<BankAccounts> {
  return request(bankAccounts, { signal });
}

export function bankAccountsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...bankAccountsKey, scope] as const,
    queryFn: ({ signal }) => fetchBankAccounts(signal),
    enabled,
    staleTime: 0,
  });
}

export function useBankAccounts() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(bankAccountsQuery(scope, member && !trial));
}
