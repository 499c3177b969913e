import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, isApiError, request } from '@/api';
import { centreKey, useMemberScope } from '@/core/account-scope';

/**
 * Whether the member has a withdraw password (spec 5 2.5, 70542479384 @~627,500; 24800769821): the
 * member centre reads a success as "has one", a refusal as "none yet".
 */
export const hasWithdrawalPassword = endpoint({
  name: 'hasWithdrawalPassword',
  link: '/wps/member/hasWithdrawalPassword',
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~627,500; 24800769821 @~12,000',
  response: z.unknown(),
});

/** Sets the first withdraw password (PUT, sealed). The body's field names are our design (decision 054). */
export const setPaymentPassword = endpoint({
  name: 'setPaymentPassword',
  link: '/wps/member/paymentPassword',
  moduleId: null,
  method: 'PUT',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '70542479384 @~627,500; 24800769821 @~12,000',
  response: z.unknown(),
});

/** Changes it (POST, sealed), proved by the current one. The body's field names are our design. */
export const changePaymentPassword = endpoint({
  name: 'changePaymentPassword',
  link: '/wps/member/paymentPassword',
  moduleId: null,
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '70542479384 @~627,500; 24800769821 @~12,000',
  response: z.unknown(),
});

export const withdrawPasswordKey = [...centreKey, 'hasWithdrawalPassword'] as const;

async function fetchHasWithdrawPassword(signal?: AbortSignal): Promise<boolean> {
  try {
    await request(hasWithdrawalPassword, { signal });
    return true;
  } catch (error) {
    // A refusal is the answer "none yet"; a session that ended or a network failure stays a failure.
    if (isApiError(error) && error.kind === 'server' && (error.status ?? 200) < 500) return false;
    throw error;
  }
}

export function useHasWithdrawPassword() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(
    queryOptions({
      queryKey: [...withdrawPasswordKey, scope] as const,
      queryFn: ({ signal }) => fetchHasWithdrawPassword(signal),
      enabled: member && !trial,
      staleTime: 0,
    }),
  );
}

export interface WithdrawPasswordChange {
  /** Setting the first one: the login password proves the member (our design). */
  loginPassword?: string;
  /** Changing it: the current withdraw password. */
  oldPaymentPassword?: string;
  paymentPassword: string;
  validatePaymentPassword: string;
}

export function submitWithdrawPassword(change: WithdrawPasswordChange): Promise<unknown> {
  return request(change.oldPaymentPassword === undefined ? setPaymentPassword : changePaymentPassword, {
    data: change,
  });
}
