import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { figure, tolerantList } from '@/api/schemas/common';
import { invitedFriend } from '@/api/schemas/rewards';

/** Friends a page at a time (the member centre's getReferralList, spec 5 2.8). */
export const FRIENDS_PAGE_SIZE = 10;

/**
 * The friends the member invited: `value {list, footer, totalPages}` as the member centre reads it; the
 * fields of a friend and the footer's total are our design (mocks/README.md, Invite friends).
 */
export const referralList = endpoint({
  name: 'referralList',
  link: relay('MCSFE_getReferralList'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~570,500; 70542479384 @~706,500',
  response: z.object({
    list: tolerantList(invitedFriend),
    footer: z.catch(z.object({ totalReward: figure }), { totalReward: 0 }),
    totalPages: z._default(figure, 1),
  }),
});
export type ReferralPage = z.infer<typeof referralList.response>;

export function fetchReferralList(page: number, signal?: AbortSignal) {
  return request(referralList, { params: { page, size: FRIENDS_PAGE_SIZE }, signal });
}
