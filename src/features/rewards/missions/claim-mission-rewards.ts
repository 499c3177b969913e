import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount } from '@/api/schemas/common';

/**
 * Claims a completed mission's reward (a POST, 70542479384 @~876,000). The body `{missionId}` and the
 * answer, what reached the wallet, are our design; a bare success is read too.
 */
export const claimMissionRewards = endpoint({
  name: 'claimMissionRewards',
  link: relay('MCSFE_claimMissionRewards'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~876,000',
  response: z.catch(z.nullish(z.object({ rewardAmount: z.nullish(amount) })), null),
});

export function sendClaimMission(missionId: string) {
  return request(claimMissionRewards, { data: { missionId } });
}
