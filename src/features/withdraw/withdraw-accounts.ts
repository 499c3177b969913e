import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { id, text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/** A count or an amount the answer may leave out (null: no limit said). */
const bound = z.pipe(
  z.optional(z.union([z.number(), z.string(), z.null()])),
  z.transform((v) => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }),
);

/** "Y"/"N" as the member centre sends its switches; anything but "N" (or false) reads as on. */
const yes = z.pipe(
  z.optional(z.union([z.string(), z.boolean(), z.null()])),
  z.transform((v) => !(v === false || (typeof v === 'string' && v.toUpperCase() === 'N'))),
);

const when = z.nullish(z.union([z.string(), z.number()]));

/**
 * A bank card or PIX key the member withdraws to, as the member centre's withdraw page reads it (spec 5 2.5,
 * 71034253453 @~80,000): the number comes masked; `isWithdrawActive` "N" with its maintenance window.
 */
export const bankCard = z.object({
  bankCardId: id,
  bankName: text,
  bankCode: text,
  bankIconUrl: z.nullish(z.string()),
  cardNumber: text,
  cardHolder: text,
  cardType: text,
  createdAt: when,
  isWithdrawActive: yes,
  maintenanceStartTime: when,
  maintenanceEndTime: when,
});
export type BankCard = z.infer<typeof bankCard>;

/** A crypto wallet (spec 5 2.5: `accountId` or `bankCardId`, its address and currency). */
export const virtualWallet = z.pipe(
  z.object({
    accountId: z.optional(id),
    bankCardId: z.optional(id),
    walletName: text,
    walletType: text,
    walletAddress: text,
    currency: text,
    isWithdrawActive: yes,
  }),
  z.transform(({ accountId, bankCardId, ...wallet }) => ({
    ...wallet,
    accountId: accountId ?? bankCardId ?? '',
  })),
);
export type VirtualWallet = z.infer<typeof virtualWallet>;

/**
 * `MCSFE_getWithdrawAccountInfo {groupId: 0}`: the member's cards and wallets, how many may be bound, and
 * the limits of today with what is left of them (spec 5 2.5; the withdraw page and the card list both read it).
 */
export const withdrawAccountInfo = endpoint({
  name: 'withdrawAccountInfo',
  link: relay('MCSFE_getWithdrawAccountInfo'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '71034253453 @~54,000; 70542479384 @~796,000',
  response: z.object({
    bankCards: tolerantList(bankCard),
    virtualWallets: tolerantList(virtualWallet),
    minWithdrawal: bound,
    maxWithdrawal: bound,
    remainingWithdrawAmount: bound,
    maxTransactionTimes: bound,
    remainingTransactionTimes: bound,
    maxCardCount: bound,
    maxVirtualWalletCount: bound,
    /** "Y": the card limits above are enforced (the withdraw page checks them only then). */
    limitFlag: z.pipe(
      z.optional(z.nullish(z.string())),
      z.transform((v) => v === 'Y'),
    ),
    normalDeleteBankCard: yes,
    virtualDeleteBankCard: yes,
  }),
});
export type WithdrawAccounts = z.infer<typeof withdrawAccountInfo.response>;

export const withdrawAccountsKey = [...cashierKey, 'withdrawAccounts'] as const;

export function fetchWithdrawAccounts(signal?: AbortSignal): Promise<WithdrawAccounts> {
  return request(withdrawAccountInfo, { params: { groupId: 0 }, signal });
}

export function withdrawAccountsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...withdrawAccountsKey, scope] as const,
    queryFn: ({ signal }) => fetchWithdrawAccounts(signal),
    enabled,
    // Money on screen is read afresh each time the page opens.
    staleTime: 0,
  });
}

/** The member's cards, wallets and today's limits (the withdraw form and the card list). */
export function useWithdrawAccounts() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(withdrawAccountsQuery(scope, member && !trial));
}
