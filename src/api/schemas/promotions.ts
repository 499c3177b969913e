import * as z from 'zod/mini';
import { amount, id, text } from './common';

/**
 * The member's activities: spec 2 names the statuses and the join and request-reward calls, not their
 * payloads. These are the shapes of our design, documented in mocks/README.md (Promotions and activities).
 * The status stays a string here: a status this build does not know is shown without an action.
 */

export const activityState = z.object({
  promotionId: id,
  status: text,
  rewardAmount: z._default(amount, 0),
  remark: text,
  updateTime: z.nullish(z.string()),
});
export type ActivityState = z.infer<typeof activityState>;

export const activityStates = z.object({ list: z._default(z.array(activityState), []) });

/** The answer of a claim or an application: the new state, and what reached the main wallet. */
export const rewardRequested = z.extend(activityState, { creditedAmount: z._default(amount, 0) });
