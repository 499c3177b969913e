import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';

/**
 * The referral rules, server HTML. The member centre shows the call, not its answer: `value` the HTML, or
 * an object holding it under `rules` or `content`, is our design (mocks/README.md, Invite friends).
 */
export const referralRules = endpoint({
  name: 'referralRules',
  link: relay('MCSFE_getReferralRules'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~706,500',
  response: z.pipe(
    z.catch(
      z.union([
        z.string(),
        z.object({ rules: z.optional(z.string()), content: z.optional(z.string()) }),
        z.null(),
      ]),
      null,
    ),
    z.transform((value) => (typeof value === 'string' ? value : (value?.rules ?? value?.content ?? ''))),
  ),
});

export function fetchReferralRules(signal?: AbortSignal) {
  return request(referralRules, { signal });
}
