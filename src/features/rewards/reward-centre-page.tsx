import centre from '@/components/centre-layout/centre-card.module.css';
import { useAvailablePromotions, type PromotionKind } from '@/core/api/available-promotions';
import { CheckInSection } from './check-in/check-in-section';
import { MyRewards } from './my-rewards/my-rewards';
import { RaffleSection } from './raffles/raffle-section';
import { TicketSection } from './tickets/ticket-section';

/**
 * The reward centre: the rewards issued to the member, and the daily check-in, the raffles and the tickets
 * where the site offers them (MCSFE_getAvailablePromotions' `enabled`). Until that answer is in, and if it
 * fails, every part shows: a part the site does not run answers empty, which hides nothing the member has.
 * Each part loads, fails and retries on its own. Every prize is the server's: this page only claims it.
 */
export function RewardCentrePage() {
  const offers = useAvailablePromotions().data;
  const offered = (kind: PromotionKind) => offers === undefined || offers[kind].enabled;
  return (
    <div className={centre.stack}>
      <MyRewards />
      {offered('LOGIN') ? <CheckInSection /> : null}
      {offered('RAFFLE') ? <RaffleSection /> : null}
      {offered('TICKET') ? <TicketSection /> : null}
    </div>
  );
}
