import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, listAnswer, text } from '@/api/schemas/common';
import { memberKeyRoot } from '../member-data';

/**
 * Where the member stands in one promotion: our design (mocks/README.md, Promotions and activities). The
 * status stays a string here: a status this build does not know is shown without an action.
 */
export const activityState = z.object({
  promotionId: id,
  status: text,
  rewardAmount: z._default(amount, 0),
  remark: text,
  updateTime: z.nullish(z.string()),
});
export type ActivityState = z.infer<typeof activityState>;

/** The member's status in every promotion (the product names the statuses, not this call: ours). */
export const promotionStatus = endpoint({
  name: 'promotionStatus',
  link: relay('MCSFE_getPromotionStatus'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: listAnswer(activityState),
});

/** Under the member root, keyed by the member's id (never the token): the end of a session drops them. */
export const activityStatesKey = [...memberKeyRoot, 'activities'] as const;

export function fetchPromotionStatus(signal?: AbortSignal) {
  return request(promotionStatus, { signal });
}

export function promotionStatusQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...activityStatesKey, scope] as const,
    queryFn: ({ signal }) => fetchPromotionStatus(signal),
    enabled,
  });
}
