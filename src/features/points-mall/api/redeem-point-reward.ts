import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';

/** The reference's integral.redeemPoint (encrypted); payload and answer are our design. */
export const redeemPointReward = endpoint({
  name: 'redeemPointReward',
  link: relay('passwordCheck/MCS2_redeemPointReward'),
  moduleId: 'PTSYS3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'reference',
  response: z.object({ referenceNo: text, points: amount }),
});

export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  withdrawPassword: string;
  receivingAddress: string;
  mobileNum: string;
}

/** The request then waits in process; the answer says the points left. */
export function redeemReward(redeem: RedeemRequest) {
  return request(redeemPointReward, { data: redeem });
}
