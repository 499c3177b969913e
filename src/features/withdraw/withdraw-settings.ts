import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/** "Y"/"N" as the member centre sends its switches; `fallback` where the answer leaves one out. */
const yesNo = (fallback: boolean) =>
  z.pipe(
    z.optional(z.union([z.string(), z.boolean(), z.number(), z.null()])),
    z.transform((v) => {
      if (v === null || v === undefined || v === '') return fallback;
      if (typeof v === 'boolean') return v;
      return v === 1 || String(v).toUpperCase() === 'Y' || String(v) === '1' || String(v) === 'true';
    }),
  );

const optionalNumber = z.pipe(
  z.optional(z.union([z.number(), z.string(), z.null()])),
  z.transform((v) => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }),
);

const words = z.pipe(
  z.optional(z.nullish(z.union([z.string(), z.number()]))),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);

/** Fixed amounts come as a list or as "100,200,500". */
const amounts = z.pipe(
  z.optional(z.nullish(z.union([z.array(z.union([z.number(), z.string()])), z.string()]))),
  z.transform((v) => {
    const items = typeof v === 'string' ? v.split(',') : (v ?? []);
    return items.map(Number).filter((n) => Number.isFinite(n) && n > 0);
  }),
);

export type MobileVerification = 'NONE' | 'REQUIRED' | 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT';

const mobileVerification = z.pipe(
  z.optional(z.nullish(z.string())),
  z.transform((v): MobileVerification => {
    const rule = (v ?? '').toUpperCase();
    return rule === 'REQUIRED' || rule === 'EVERY_WITHDRAWAL' || rule === 'WITHDRAW_AMOUNT' ? rule : 'NONE';
  }),
);

/**
 * `MCSFE_getWithdrawSettings {groupId: 0}`: whether the site lets the member withdraw now, its daily window,
 * the SMS rule, decimals, the caution note (HTML, shown sanitized), fixed amounts and the bounds of one
 * withdrawal (spec 5 2.5: 70779503151 @~2,600 live; the withdraw page reads each, 71034253453 @0-80,000).
 * `c2cEnabled` and `withdrawPenaltyCharge` belong to the confirmation between players.
 */
export const withdrawSettings = endpoint({
  name: 'withdrawSettings',
  link: relay('MCSFE_getWithdrawSettings'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70779503151 @~2,600; 71034253453 @0',
  response: z.object({
    allowWithdraw: yesNo(true),
    allowWithdrawNow: yesNo(true),
    allowWithdrawMsg: words,
    withdrawDateFrom: words,
    withdrawDateTo: words,
    withdrawTimeMsg: words,
    mobileVerificationType: mobileVerification,
    mobileVerificationWithdrawAmount: optionalNumber,
    allowDecimal: yesNo(true),
    cautionNote: words,
    fixedAmountFlag: yesNo(false),
    fixedWithdrawAmounts: amounts,
    /** "Y": only the fixed amounts may be withdrawn; otherwise they are shortcuts. */
    amountLimitFlag: yesNo(false),
    // Required: without the bounds of one withdrawal the answer is not the settings.
    minimumAmount: amount,
    maximumAmount: amount,
    c2cEnabled: yesNo(false),
    withdrawPenaltyCharge: optionalNumber,
    urlToContact: words,
  }),
});
export type WithdrawSettings = z.infer<typeof withdrawSettings.response>;

export const withdrawSettingsKey = [...cashierKey, 'withdrawSettings'] as const;

export function withdrawSettingsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...withdrawSettingsKey, scope] as const,
    queryFn: ({ signal }) => request(withdrawSettings, { params: { groupId: 0 }, signal }),
    enabled,
    staleTime: 0,
  });
}

export function useWithdrawSettings() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(withdrawSettingsQuery(scope, member && !trial));
}

/** "HH:mm" as minutes of the day; null when unreadable. */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether `now` (minutes of the day) falls in the daily window. The same time at both ends, or a window the
 * answer does not give, is all day (71034253453); a window may run past midnight.
 */
export function inWithdrawWindow(
  settings: Pick<WithdrawSettings, 'withdrawDateFrom' | 'withdrawDateTo'>,
  now: number,
) {
  const from = minutesOf(settings.withdrawDateFrom);
  const to = minutesOf(settings.withdrawDateTo);
  if (from === null || to === null || from === to) return true;
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** Whether a withdrawal of this amount needs an SMS code to the member's mobile. */
export function needsSmsCode(
  settings: Pick<WithdrawSettings, 'mobileVerificationType' | 'mobileVerificationWithdrawAmount'>,
  amount: number | null,
): boolean {
  if (settings.mobileVerificationType === 'EVERY_WITHDRAWAL') return true;
  if (settings.mobileVerificationType !== 'WITHDRAW_AMOUNT') return false;
  return amount !== null && amount > (settings.mobileVerificationWithdrawAmount ?? 0);
}
