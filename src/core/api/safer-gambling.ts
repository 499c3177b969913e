import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, figure, text } from '@/api/schemas/common';
import { useMemberScope } from '../account-scope';
import { memberKeyRoot } from '../member-data-keys';

export const limitKinds = ['DEPOSIT', 'LOSS', 'SESSION'] as const;
export const limitPeriods = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitKind = (typeof limitKinds)[number];
export type LimitPeriod = (typeof limitPeriods)[number];

/**
 * One limit of one kind over one period. DEPOSIT and LOSS count reais, SESSION counts minutes logged in
 * over the period (every session of the day together, so a new login does not start it over). `used` is
 * what the period has taken so far (deposits asked for and not refused, net losses of settled bets,
 * minutes); `resetTime` is when the period starts again; `pending` is a raise (or a removal, `limit:
 * null`) waiting its 24 hours.
 */
export const limitLine = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  limit: z.nullable(amount),
  used: figure,
  resetTime: text,
  pending: z.nullish(z.object({ limit: z.nullable(amount), effectiveTime: text })),
});
export type LimitLine = z.infer<typeof limitLine>;

/**
 * The member's safer gambling limits: every kind and period, set or not. Our design (docs/protocol.md,
 * mocks/README.md): the specs name no such call. The deposit form reads it too, to refuse an amount over
 * what the limits leave before any order is made.
 */
export const saferGambling = endpoint({
  name: 'saferGambling',
  link: relay('MCS2_getSaferGambling'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({ limits: z._default(z.array(limitLine), []) }),
});

export const saferGamblingKey = [...memberKeyRoot, 'saferGambling'] as const;

export const fetchSaferGambling = (signal?: AbortSignal) => request(saferGambling, { signal });

export function saferGamblingQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...saferGamblingKey, scope] as const,
    queryFn: ({ signal }) => fetchSaferGambling(signal),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

export function useSaferGambling() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(saferGamblingQuery(scope, member && !trial));
}

/** What the deposit limits still allow: the tightest set one, or null when none is set. */
export interface DepositAllowance {
  period: LimitPeriod;
  limit: number;
  /** Reais, never below 0. */
  remaining: number;
  resetTime: string;
}

export function depositAllowance(limits: readonly LimitLine[]): DepositAllowance | null {
  let tightest: DepositAllowance | null = null;
  for (const line of limits) {
    if (line.kind !== 'DEPOSIT' || line.limit === null) continue;
    const remaining = Math.max(0, Math.round((line.limit - line.used) * 100) / 100);
    if (tightest === null || remaining < tightest.remaining) {
      tightest = { period: line.period, limit: line.limit, remaining, resetTime: line.resetTime };
    }
  }
  return tightest;
}
