import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { DepositAllowance } from '@/core/api/safer-gambling';
import { centsOf } from '@/core/money-input';
import type { DepositChannel, DepositMethod } from '../channels/payment-channels';
import { amountProblem } from './deposit-amount';

export interface DepositValues {
  methodCode: string;
  vendorId: string;
  /** As typed: never rewritten, so a refusal leaves it for the member to correct. */
  amount: string;
  /** The payer's name, where the channel asks it. */
  name: string;
  /** The promotion chosen, '' for none. */
  promotionId: string;
}

export interface DepositWords {
  money: (reais: number) => string;
  /** A server time (a limit's reset) in the member's language. */
  time: (text: string) => string;
}

export function channelOf(
  methods: readonly DepositMethod[],
  methodCode: string,
  vendorId: string,
): DepositChannel | undefined {
  return methods.find((m) => m.code === methodCode)?.channels.find((c) => c.vendorId === vendorId);
}

/**
 * The deposit form's rules (react-hook-form through zodResolver): a method and a channel of the list, an
 * amount within that channel's limits (one of its amounts where it takes only those) and within what the
 * member's own deposit limits still allow, so an amount over them is refused before any order; the payer's
 * name where the channel asks it. Messages are translated when the schema is built.
 */
export function depositSchema(
  t: TFunction,
  methods: readonly DepositMethod[],
  { money, time }: DepositWords,
  allowance: DepositAllowance | null = null,
) {
  return z
    .object({
      methodCode: z.string(),
      vendorId: z.string(),
      amount: z.string(),
      name: z.string(),
      promotionId: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: keyof DepositValues, message: string) =>
          ctx.addIssue({ code: 'custom', message, path: [path], input: values[path] });
        const channel = channelOf(methods, values.methodCode, values.vendorId);
        if (!methods.some((m) => m.code === values.methodCode))
          issue('methodCode', t('deposit_method_required'));
        else if (!channel) issue('vendorId', t('deposit_channel_required'));
        if (channel?.asksName) {
          const name = values.name.trim();
          if (name === '') issue('name', t('deposit_name_required'));
          else if (name.length > 60) issue('name', t('deposit_name_long'));
        }
        const problem = amountProblem(values.amount, channel);
        if (!problem) {
          const over = allowance ? overAllowance(t, values.amount, allowance, { money, time }) : null;
          if (over) issue('amount', over);
          return;
        }
        issue('amount', amountMessage(t, problem, money));
      }),
    );
}

function amountMessage(
  t: TFunction,
  problem: NonNullable<ReturnType<typeof amountProblem>>,
  money: (reais: number) => string,
): string {
  switch (problem.kind) {
    case 'required':
      return t('deposit_amount_required');
    case 'malformed':
      return t('deposit_amount_malformed');
    case 'notFixed':
      return t('deposit_amount_fixed_only', { amounts: problem.amounts.map(money).join(', ') });
    case 'belowMin':
      return t('deposit_amount_below_min', { min: money(problem.min) });
    default:
      return t('deposit_amount_above_max', { max: money(problem.max) });
  }
}

/** The refusal of an amount the deposit limits do not leave room for, stating what is left; null if it fits. */
function overAllowance(
  t: TFunction,
  typed: string,
  allowance: DepositAllowance,
  { money, time }: DepositWords,
): string | null {
  const cents = centsOf(typed);
  if (cents === null || cents <= Math.round(allowance.remaining * 100)) return null;
  const period = t(`safer_period_adj_${allowance.period}`);
  if (allowance.remaining <= 0) {
    return t('deposit_limit_reached', {
      period,
      limit: money(allowance.limit),
      time: time(allowance.resetTime),
    });
  }
  const remaining = money(allowance.remaining);
  return t('deposit_amount_over_limit', { period, limit: money(allowance.limit), remaining });
}
