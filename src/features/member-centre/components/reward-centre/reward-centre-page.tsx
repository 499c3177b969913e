import centre from '../member-centre.module.css';
import { RaffleSection } from './raffle-section';
import { TicketSection } from './ticket-section';

/**
 * The reward centre: the member's activities, the raffles they entered and their prize tickets. Each part
 * loads, fails and retries on its own. Every prize is the server's: this page only claims and shows it.
 */
export function RewardCentrePage() {
  return (
    <div className={centre.stack}>
      {/*
        MY ACTIVITIES: the lead wires <MyActivities /> here (./my-activities.tsx, issue 11 part A, built
        by another engineer), as the page's first section.
      */}
      <RaffleSection />
      <TicketSection />
    </div>
  );
}
