import { endpoint, relay, request } from '@/api';
import { referralInfo as referralInfoAnswer } from '@/api/schemas/rewards';

export type { InvitedFriend, ReferralInfo } from '@/api/schemas/rewards';

/**
 * Invite friends, read by the member centre (the member's code, friends and rewards) and the agent centre
 * (its sign-up code and link): one answer, its shape in src/api/schemas/rewards.ts. The product names the entry
 * and shows no call: the call is our design (mocks/README.md, Invite friends and missions).
 */
export const referralInfo = endpoint({
  name: 'referralInfo',
  link: relay('MCSFE_getReferralInfo'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: referralInfoAnswer,
});

export function fetchReferralInfo(signal?: AbortSignal) {
  return request(referralInfo, { signal });
}
