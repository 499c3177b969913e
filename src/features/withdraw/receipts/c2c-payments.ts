import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/** What the member answers of a payment between players; AUTO_RECEIVED is the window's own answer. */
export const c2cStatuses = [
  'AWAITING',
  'RECEIVED',
  'PARTLY_RECEIVED',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
] as const;
export type C2cStatus = (typeof c2cStatuses)[number];

/**
 * One withdrawal another player paid, as the list and the answer carry it. The member centre names the
 * calls but shows no field of theirs: the shape is our design (decision 055). `remainingSeconds` comes
 * from the server's clock, so the countdown does not depend on the browser's agreeing with it.
 */
export const c2cPaymentShape = z.object({
  transactionId: z.string(),
  withdrawalId: z.string(),
  amount: z.number(),
  status: z.enum(c2cStatuses),
  bankName: z.nullish(z.string()),
  cardNumber: z.nullish(z.string()),
  paidTime: z.nullish(z.string()),
  remainingSeconds: z.nullish(z.number()),
  receivedAmount: z.nullish(z.number()),
  remainingAmount: z.nullish(z.number()),
});
export type C2cPayment = z.infer<typeof c2cPaymentShape>;

/**
 * The withdrawals paid by another player that wait for the member's answer. The member centre sends it
 * with no parameter and no module id (spec 5, 70542479384 @~697,000; listed with its token in the second
 * catalogue, 44714497568 @~11,150); the answer, a list, is our design.
 */
export const paymentConfirmationList = endpoint({
  name: 'paymentConfirmationList',
  link: relay('MCSFE_getPaymentConfirmationList'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~697,000; 44714497568 @~11,150',
  response: z.array(c2cPaymentShape),
});

export const c2cPaymentsKey = [...cashierKey, 'c2c-payments'] as const;

export function fetchC2cPayments(signal?: AbortSignal): Promise<C2cPayment[]> {
  return request(paymentConfirmationList, { signal });
}

export function c2cPaymentsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...c2cPaymentsKey, scope] as const,
    queryFn: ({ signal }) => fetchC2cPayments(signal),
    enabled,
    staleTime: 0,
  });
}

/** The payments awaiting the member's answer; a trial account has none to give. */
export function useC2cPayments() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(c2cPaymentsQuery(scope, member && !trial));
}
