import centre from '@/components/centre-layout/centre-card.module.css';
import { MyActivities } from './my-activities/my-activities';
import { RaffleSection } from './raffles/raffle-section';
import { TicketSection } from './tickets/ticket-section';

/**
 * The reward centre: the member's activities, the raffles they entered and their prize tickets. Each part
 * loads, fails and retries on its own. Every prize is the server's: this page only claims and shows it.
 */
export function RewardCentrePage() {
  return (
    <div className={centre.stack}>
      <MyActivities />
      <RaffleSection />
      <TicketSection />
    </div>
  );
}
