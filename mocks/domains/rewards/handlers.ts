import { callGroup } from '../../protocol/define-call';
import { availablePromotionHandlers } from './available-handlers';
import { checkInHandlers } from './check-in';
import { raffleTicketHandlers } from './raffle-ticket-handlers';

/** The reward centre's calls but the issued rewards' (issued-handlers.ts, which the inbox shares). */
export const rewardHandlers = callGroup(availablePromotionHandlers, checkInHandlers, raffleTicketHandlers);
