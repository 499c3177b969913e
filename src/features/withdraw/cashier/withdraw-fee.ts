import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { figure } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/**
 * `MCSFE_getCalculatedWithdrawCharges {withdrawAmount, withdrawType}`: what the site charges for this
 * amount (spec 5 2.5, 71034253453 @0-16,000). BC bank card (a PIX key), EW e-wallet, VW crypto.
 */
export const withdrawCharges = endpoint({
  name: 'withdrawCharges',
  link: relay('MCSFE_getCalculatedWithdrawCharges'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '71034253453 @0',
  response: z.object({ fee: figure }),
});

/** The pause after the last keystroke before the fee is asked for. */
export const FEE_DEBOUNCE_MS = 400;

/** The typed amount a while after typing stops. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The fee of a bank-card withdrawal of `amount` reais (null: no valid amount yet). */
export function useWithdrawFee(amount: number | null) {
  const { scope, member, trial } = useMemberScope();
  const settled = useSettled(amount, FEE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...cashierKey, 'withdrawFee', scope, settled] as const,
    queryFn: ({ signal }) =>
      request(withdrawCharges, { params: { withdrawAmount: settled, withdrawType: 'BC' }, signal }),
    enabled: member && !trial && settled !== null && settled > 0,
    staleTime: 0,
  });
  const current = settled === amount && amount !== null;
  return { fee: current ? (query.data?.fee ?? null) : null, failed: current && query.isError };
}
