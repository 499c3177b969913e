import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount } from '@/api/schemas/common';
import { activityState } from './promotion-status';

/**
 * The product's request-reward call (a POST), for a claim and for an application. The answer is our design:
 * the new state, and what reached the main wallet.
 */
export const requestReward = endpoint({
  name: 'requestReward',
  link: relay('MCSFE_signUpRequestReward'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'spec',
  response: z.extend(activityState, { creditedAmount: z._default(amount, 0) }),
});

/** A claim sends the promotion alone; an application adds its comment and pictures (data: URLs). */
export interface RewardRequest {
  promotionId: string;
  comment?: string;
  images?: readonly string[];
}

export function sendRequestReward(reward: RewardRequest) {
  return request(requestReward, { data: reward });
}
