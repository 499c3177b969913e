import { endpoint, relay, renamedRelay, request } from '@/api';
import { raffle } from './raffle-status';

/**
 * The raffle claim (a POST, REWCEN3), which the seeds call MCS2_claimRafflePromotion and the platform's
 * current clients MCSFE_claimRafflePromotion (decision 057). The body and the answer are our design.
 */
export const claimRafflePromotion = endpoint({
  name: 'claimRaffle',
  ...renamedRelay({
    seeds: { link: relay('MCS2_claimRafflePromotion'), moduleId: 'REWCEN3' },
    platform: { link: relay('MCSFE_claimRafflePromotion'), moduleId: 'REWCEN3' },
  }),
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @6,542; 70542479384 @~706,500',
  response: raffle,
});

/** The drawn prize goes to the main wallet; the answer is the raffle as it now stands. */
export function claimRaffle(raffleId: string) {
  return request(claimRafflePromotion, { data: { raffleId } });
}
