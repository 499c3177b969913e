import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { pointsRelay } from './points-relay';

/** A redemption (encrypted, the member centre's redeemPointReward); payload and answer are our design. */
export const redeemPointReward = endpoint({
  name: 'redeemPointReward',
  ...pointsRelay('redeemPointReward', 'passwordCheck/'),
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '44714497568 @12,206; 70542479384 @~223,800',
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
