/*
 * Rewards: the reward centre (reward tickets, raffles, My activities) and the missions. The member centre
 * loads each page by path, as its own chunk (src/app/popups/member-centre.tsx); the mock answers the
 * endpoint modules by path.
 */
export { MyActivities } from './my-activities/my-activities';
export { rewardTickets } from './tickets/reward-tickets';
export { openRewardTicket } from './tickets/open-reward-ticket';
export { rafflePromotions } from './raffles/raffle-promotions';
