import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { env } from '@/config/env';
import { cashierKey } from '@/core/money-keys';

const rule = z.nullish(z.union([z.string(), z.number()]));

/**
 * A bank a card may be bound to, as the bind page reads it (spec 5 2.5, 71483373076): its name in the
 * member's language when sent, and the rules of the player fields the bank asks (`*PatternExpression`,
 * `*Min`, `*Max`). A PIX key's CPF, phone and e-mail take the bank's player id, phone and e-mail rules.
 */
export const bank = z.pipe(
  z.object({
    bankCode: text,
    bankName: z.optional(z.nullish(z.string())),
    bankLocaleName: z.optional(z.nullish(z.string())),
    bankEngName: z.optional(z.nullish(z.string())),
    playerIdPatternExpression: rule,
    playerIdMin: rule,
    playerIdMax: rule,
    playerPhonePatternExpression: rule,
    playerPhoneMin: rule,
    playerPhoneMax: rule,
    playerEmailPatternExpression: rule,
    playerEmailMin: rule,
    playerEmailMax: rule,
    cardNumberPatternExpression: rule,
    cardNumberMin: rule,
    cardNumberMax: rule,
  }),
  z.transform(({ bankLocaleName, bankName, bankEngName, ...rest }) => ({
    ...rest,
    bankName: bankLocaleName || bankName || bankEngName || rest.bankCode,
  })),
);
export type Bank = z.infer<typeof bank>;

/** `MCSFE_getBanks {merchantCode}`: the banks of the site (spec 5 2.5; the security service, 70542479384 @~627,500). */
export const banksList = endpoint({
  name: 'banks',
  link: relay('MCSFE_getBanks'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '71483373076; 70542479384 @~627,500',
  response: tolerantList(bank),
});

export const banksKey = [...cashierKey, 'banks'] as const;

export function banksQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...banksKey, scope] as const,
    queryFn: ({ signal }) => request(banksList, { params: { merchantCode: env.VITE_MERCHANT_CODE }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useBanks(enabled = true) {
  const { scope, member, trial } = useMemberScope();
  return useQuery(banksQuery(scope, enabled && member && !trial));
}
