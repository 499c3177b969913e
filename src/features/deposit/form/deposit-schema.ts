import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { DepositAllowance } from '@/core/api/safer-gambling';
import { centsOf } from '@/core/money-input';
import type { DepositChannel } from './deposit-channels';
import { amountProblem } from './deposit-amount';

export interface DepositValues {
  channelId: string;
  /** As typed: never rewritten, so a refusal leaves it for the member to correct. */
  amount: string;
}

export interface DepositWords {
  money: (reais: number) => string;
  /** A server time (a limit's reset) in the member's language. */
  time: (text: string) => string;
}

/**
 * The deposit form's rules (react-hook-form through zodResolver): a channel of the list, and an amount
 * within that channel's limits and within what the member's own deposit limits still allow, so an amount
 * over them is refused before any order is made. Messages are translated when the schema is built, so the
 * form rebuilds it when the language, the channel list or the allowance changes.
 */
export function depositSchema(
  t: TFunction,
  channels: readonly DepositChannel[],
  { money, time }: DepositWords,
  allowance: DepositAllowance | null = null,
) {
  return z.object({ channelId: z.string(), amount: z.string() }).check(
    z.superRefine((values, ctx) => {
      const channel = channels.find((c) => c.channelId === values.channelId);
      if (!channel) {
        ctx.addIssue({
          code: 'custom',
          message: t('deposit_channel_required'),
          path: ['channelId'],
          input: values.channelId,
        });
      }
      const problem = amountProblem(values.amount, channel);
      if (!problem) {
        const over = allowance ? overAllowance(t, values.amount, allowance, { money, time }) : null;
        if (over) ctx.addIssue({ code: 'custom', message: over, path: ['amount'], input: values.amount });
        return;
      }
      const message =
        problem.kind === 'required'
          ? t('deposit_amount_required')
          : problem.kind === 'malformed'
            ? t('deposit_amount_malformed')
            : problem.kind === 'belowMin'
              ? t('deposit_amount_below_min', { min: money(problem.min) })
              : t('deposit_amount_above_max', { max: money(problem.max) });
      ctx.addIssue({ code: 'custom', message, path: ['amount'], input: values.amount });
    }),
  );
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
