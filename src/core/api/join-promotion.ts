import { endpoint, relay, request } from '@/api';
import { activityState } from './promotion-status';

/** The product's join call (a POST); its answer, the new state, is our design. */
export const joinPromotion = endpoint({
  name: 'joinPromotion',
  link: relay('MCSFE_signUpPromotionJoin'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'spec',
  response: activityState,
});

/** join -> signed (or apply, when the promotion asks for an application). */
export function sendJoinPromotion(promotionId: string) {
  return request(joinPromotion, { data: { promotionId } });
}
