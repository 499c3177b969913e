import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { activityState } from './promotion-status';

/**
 * The product's join call (a POST). The platform's clients read only its success (spec 5, 3.6 item 23:
 * 60966207835 @1,153): a new state is used when the answer carries one, else null, and the statuses are read
 * again either way.
 */
export const joinPromotion = endpoint({
  name: 'joinPromotion',
  link: relay('MCSFE_signUpPromotionJoin'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'spec',
  response: z.catch(z.nullish(activityState), null),
});

/** join -> signed (or apply, when the promotion asks for an application). */
export function sendJoinPromotion(promotionId: string) {
  return request(joinPromotion, { data: { promotionId } });
}
