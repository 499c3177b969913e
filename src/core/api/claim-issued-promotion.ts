import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';

/** One reward the server issued to the member and that waits to be claimed (spec 5, 2.8). */
export interface IssuedClaim {
  promotionClaimId: string;
  promotionType: string;
}

/**
 * The reward centre's and the inbox's claim of an issued reward. The answer is read only for the tickets a
 * message's reward may carry; a bare success is enough.
 */
export const claimIssuedPromotion = endpoint({
  name: 'claimIssuedPromotion',
  link: relay('MCSFE_claimIssuedPromotion'),
  moduleId: 'REWCEN3',
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '65777144993 @4,748; 60803376029 @4,793; 70785058994',
  response: z.nullish(z.looseObject({ claimedTickets: z.optional(z.catch(z.array(z.unknown()), [])) })),
});

/**
 * The member centre also sends the last login's address; the portal leaves it out (the server sees the
 * caller's address itself), which the mock accepts: our design.
 */
export function sendClaimIssuedPromotion({ promotionClaimId, promotionType }: IssuedClaim) {
  return request(claimIssuedPromotion, { data: { promotionClaimId, promotionType } });
}
