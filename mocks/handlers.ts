import type { RequestHandler } from 'msw';
import { agentHandlers } from './handlers/agent';
import { agentTeamHandlers } from './handlers/agent-team';
import { agentContractHandlers } from './handlers/agent-contracts';
import { agentReportHandlers } from './handlers/agent-reports';
import { announcementHandlers } from './handlers/announcements';
import { cdnHandlers } from './handlers/cdn';
import { clockControlHandlers } from './handlers/clock-control';
import { contactBindingHandlers } from './handlers/contact-binding';
import { controlHandlers } from './handlers/control';
import { depositHandlers } from './handlers/deposit';
import { favouriteHandlers } from './handlers/favourites';
import { gameHandlers } from './handlers/games';
import { launchHandlers } from './handlers/launch';
import { liveEventControlHandlers } from './handlers/live-events';
import { lotteryHandlers } from './handlers/lottery';
import { memberHandlers } from './handlers/member';
import { messageControlHandlers, messageHandlers } from './handlers/messages';
import { miscHandlers } from './handlers/misc';
import { missionHandlers } from './handlers/missions';
import { moneyControlHandlers } from './handlers/money-control';
import { passwordHandlers } from './handlers/password';
import { pointControlHandlers, pointHandlers } from './handlers/points';
import { promotionControlHandlers, promotionHandlers } from './handlers/promotions';
import { profileHandlers } from './handlers/profile';
import { recordHandlers } from './handlers/records';
import { referralHandlers } from './handlers/referral';
import { registerHandlers } from './handlers/register';
import { rewardControlHandlers, rewardHandlers } from './handlers/rewards';
import { sessionHandlers } from './handlers/session';
import { systemHandlers } from './handlers/system';
import { walletHandlers } from './handlers/wallet';
import { uplineHandlers } from './handlers/upline';
import { withdrawalHandlers } from './handlers/withdrawal';
import { withdrawPasswordHandlers } from './handlers/withdraw-password';
import { gatewayHandler, unknownCallHandler } from './protocol/gateway';

/** The whole mock backend, in the order msw tries it: gateway first, unknown-call fallback last. */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  ...clockControlHandlers,
  ...moneyControlHandlers,
  ...messageControlHandlers,
  ...liveEventControlHandlers,
  ...pointControlHandlers,
  ...rewardControlHandlers,
  ...promotionControlHandlers,
  ...cdnHandlers,
  gatewayHandler,
  ...systemHandlers,
  ...sessionHandlers,
  // Before memberHandlers: its CSP_unreadCount answers from the inbox.
  ...messageHandlers,
  ...memberHandlers,
  ...profileHandlers,
  ...withdrawPasswordHandlers,
  ...contactBindingHandlers,
  ...registerHandlers,
  ...passwordHandlers,
  ...walletHandlers,
  ...pointHandlers,
  ...promotionHandlers,
  ...recordHandlers,
  ...depositHandlers,
  ...withdrawalHandlers,
  ...uplineHandlers,
  ...gameHandlers,
  ...launchHandlers,
  ...favouriteHandlers,
  ...announcementHandlers,
  ...lotteryHandlers,
  ...referralHandlers,
  ...missionHandlers,
  ...rewardHandlers,
  ...agentHandlers,
  ...agentTeamHandlers,
  ...agentContractHandlers,
  ...agentReportHandlers,
  ...miscHandlers,
  unknownCallHandler,
];
