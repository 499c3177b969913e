import { endpoint, relay, request } from '@/api';
import { referralDetails as referralDetailsAnswer } from '@/api/schemas/rewards';

export type { ReferralDetails } from '@/api/schemas/rewards';

/**
 * The member's referral facts, read by the member centre's Invite friends (which builds the invite link
 * from them) and the agent centre's sign-up code. `autoGenerate` asks the server to make a code for a
 * member who has none yet, as the member centre does (spec 5 2.8; seen live, 70779503151 @2,185).
 */
export const referralDetails = endpoint({
  name: 'referralDetails',
  link: relay('MCSFE_getReferralDetails'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70779503151 @2,185; 70542479384 @~464,500',
  response: referralDetailsAnswer,
});

export function fetchReferralDetails(signal?: AbortSignal) {
  return request(referralDetails, { params: { autoGenerate: true }, signal });
}
