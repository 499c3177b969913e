import type { RequestHandler } from 'msw';
import { agentHandlers } from './domains/agent/handlers';
import { agentTeamHandlers } from './domains/agent/team-handlers';
import { agentContractHandlers } from './domains/agent/contract-handlers';
import { agentReportHandlers } from './domains/agent/report-handlers';
import { announcementHandlers } from './domains/announcements/handlers';
import { cdnHandlers } from './domains/cdn/handlers';
import { chatHandlers } from './domains/site/chat-handlers';
import { c2cControlHandlers, c2cHandlers } from './domains/money/c2c-handlers';
import { clockControlHandlers } from './domains/clock/control';
import { contactBindingHandlers } from './domains/members/contact-binding-handlers';
import { actionSmsHandlers } from './domains/members/action-sms-handlers';
import { controlHandlers } from './domains/site/control';
import { depositHandlers } from './domains/money/deposit-handlers';
import { favouriteHandlers } from './domains/games/favourite-handlers';
import { geetestCdnHandlers, geetestHandlers } from './domains/geetest/handlers';
import { gameHandlers } from './domains/games/handlers';
import { launchHandlers } from './domains/games/launch-handlers';
import { liveEventControlHandlers } from './domains/live-events/control';
import { sessionControlHandlers } from './domains/session/control';
import { lotteryHandlers } from './domains/games/lottery-handlers';
import { memberHandlers } from './domains/members/handlers';
import { messageControlHandlers } from './domains/messages/control';
import { messageHandlers } from './domains/messages/handlers';
import { miscHandlers } from './domains/site/support-handlers';
import { missionHandlers } from './domains/rewards/mission-handlers';
import { moneyControlHandlers } from './domains/money/control';
import { payPageCalls } from './domains/money/pay-page';
import { passwordHandlers } from './domains/session/password-handlers';
import { pointControlHandlers } from './domains/points/control';
import { pointHandlers } from './domains/points/handlers';
import { promotionControlHandlers } from './domains/promotions/control';
import { promotionHandlers } from './domains/promotions/handlers';
import { profileHandlers } from './domains/members/profile-handlers';
import { recordHandlers } from './domains/money/record-handlers';
import { referralHandlers } from './domains/referral/handlers';
import { phoneAuthControlHandlers } from './domains/phone-auth/control';
import { registerHandlers } from './domains/register/handlers';
import { rewardControlHandlers } from './domains/rewards/control';
import { rewardHandlers } from './domains/rewards/handlers';
import { issuedRewardHandlers } from './domains/rewards/issued-handlers';
import { saferGamblingControlHandlers } from './domains/safer-gambling/control';
import { saferGamblingHandlers } from './domains/safer-gambling/handlers';
import { sessionHandlers } from './domains/session/handlers';
import { sessionEndControlHandlers } from './domains/session/session-end';
import { systemHandlers } from './domains/site/handlers';
import { walletHandlers } from './domains/money/wallet-handlers';
import { uplineHandlers } from './domains/money/upline-handlers';
import { withdrawAccountHandlers } from './domains/money/withdraw-account-handlers';
import { withdrawRequestHandlers } from './domains/money/withdraw-request-handlers';
import { bankCardHandlers } from './domains/money/bank-card-handlers';
import { withdrawPasswordHandlers } from './domains/members/withdraw-password-handlers';
import { gatewayHandler, unknownCallHandler } from './protocol/gateway';

/** The whole mock backend, in the order msw tries it: gateway first, unknown-call fallback last. */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  ...clockControlHandlers,
  ...moneyControlHandlers,
  ...c2cControlHandlers,
  ...payPageCalls,
  ...messageControlHandlers,
  ...liveEventControlHandlers,
  ...sessionControlHandlers,
  ...pointControlHandlers,
  ...rewardControlHandlers,
  ...promotionControlHandlers,
  ...saferGamblingControlHandlers,
  ...sessionEndControlHandlers,
  ...geetestCdnHandlers,
  ...cdnHandlers,
  gatewayHandler,
  ...systemHandlers,
  ...sessionHandlers,
  ...geetestHandlers,
  // Before memberHandlers: its CSP_unreadCount answers from the inbox.
  ...messageHandlers,
  ...memberHandlers,
  ...profileHandlers,
  ...withdrawPasswordHandlers,
  ...contactBindingHandlers,
  ...actionSmsHandlers,
  ...registerHandlers,
  ...phoneAuthControlHandlers,
  ...passwordHandlers,
  ...walletHandlers,
  ...pointHandlers,
  ...promotionHandlers,
  ...recordHandlers,
  ...depositHandlers,
  ...withdrawAccountHandlers,
  ...c2cHandlers,
  ...withdrawRequestHandlers,
  ...bankCardHandlers,
  ...uplineHandlers,
  ...gameHandlers,
  ...launchHandlers,
  ...favouriteHandlers,
  ...announcementHandlers,
  ...lotteryHandlers,
  ...referralHandlers,
  ...missionHandlers,
  ...rewardHandlers,
  ...issuedRewardHandlers,
  ...saferGamblingHandlers,
  ...agentHandlers,
  ...agentTeamHandlers,
  ...agentContractHandlers,
  ...agentReportHandlers,
  ...miscHandlers,
  ...chatHandlers,
  unknownCallHandler,
];
