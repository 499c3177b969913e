/*
 * Rewards: the reward centre (issued rewards, daily check-in, raffles, tickets) and the missions. The member
 * centre loads each page by path, as its own chunk (src/app/popups/member-centre.tsx); the mock answers the
 * endpoint modules by path.
 */
export { claimPromotion } from './my-rewards/issued-rewards';
export { claimTicketList } from './tickets/claim-ticket-list';
export { claimTicketCall, claimFreeSpinTicket } from './tickets/open-ticket';
export { rafflePromotionStatus } from './raffles/raffle-status';
export { loginPromotion } from './check-in/login-promotion';
