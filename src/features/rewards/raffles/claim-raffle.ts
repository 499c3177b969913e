import { endpoint, relay, request } from '@/api';
import { raffle } from './raffle-promotions';

/** The reference's common.rafflePromotion (a POST, REWCEN3); the body and the answer are our design. */
export const claimRafflePromotion = endpoint({
  name: 'claimRaffle',
  link: relay('MCS2_claimRafflePromotion'),
  moduleId: 'REWCEN3',
  method: 'POST',
  token: 'required',
  source: 'reference',
  response: raffle,
});

/** The drawn prize goes to the main wallet; the answer is the raffle as it now stands. */
export function claimRaffle(raffleId: string) {
  return request(claimRafflePromotion, { data: { raffleId } });
}
