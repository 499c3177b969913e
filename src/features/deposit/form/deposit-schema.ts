import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { DepositChannel } from './deposit-channels';
import { amountProblem } from './deposit-amount';

export interface DepositValues {
  channelId: string;
  /** As typed: never rewritten, so a refusal leaves it for the member to correct. */
  amount: string;
}

/**
 * The deposit form's rules (react-hook-form through zodResolver): a channel of the list, and an amount
 * within that channel's limits. Messages are translated when the schema is built, so the form rebuilds it
 * when the language or the channel list changes.
 */
export function depositSchema(
  t: TFunction,
  channels: readonly DepositChannel[],
  { money }: { money: (reais: number) => string },
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
      if (!problem) return;
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
