import { call, E, relay, schemasOf, type CallSpec } from './call-spec';

/*
 * The calls of the member centre, the Points Mall, promotions and rewards: a chunk of
 * its own, loaded with the first of them (decision 019). Their answers' shapes load per area, as lazily.
 */

const pointsSchema = schemasOf(() => import('./schemas/points'));
const messagesSchema = schemasOf(() => import('./schemas/messages'));
const rewardsSchema = schemasOf(() => import('./schemas/rewards'));
const rewardCentreSchema = schemasOf(() => import('./schemas/rewards-centre'));
const promotionsSchema = schemasOf(() => import('./schemas/promotions'));

export const memberCalls = {
  // The inbox: our design where spec 2 names only the unread count (mocks/README.md, Messages).
  messages: call(relay('CSP_getMessages'), 'COMM3', 'GET', 'required', messagesSchema('messagePage')),
  readMessage: call(relay('CSP_readMessage'), 'COMM3', 'POST', 'required', messagesSchema('messagesRead')),
  readAllMessages: call(
    relay('CSP_readAllMessages'),
    'COMM3',
    'POST',
    'required',
    messagesSchema('messagesRead'),
  ),

  pointBalance: call(relay('MCS2_getPointBalance'), 'COMM3', 'GET', 'required', pointsSchema('pointBalance')),
  // The catalogue and the rules are shown to visitors too (they log in to redeem): the token is sent when held.
  pointRewards: call(relay('MCS2_getPointReward'), 'COMM3', 'GET', 'optional', pointsSchema('pointRewards')),
  redeemPointReward: call(
    relay('passwordCheck/MCS2_redeemPointReward'),
    'COMM3',
    'POST',
    'required',
    pointsSchema('pointsRedeemed'),
    E,
  ),
  redeemPointList: call(
    relay('MCS2_getRedeemPointList'),
    'COMM3',
    'GET',
    'required',
    pointsSchema('redeemPage'),
  ),
  pointConfig: call(relay('MCS2_getPointConfig'), 'COMM3', 'GET', 'optional', pointsSchema('pointConfig')),
  // The points history: our design beside the redeem list (mocks/README.md, Points details).
  pointDetails: call(
    relay('MCS2_getPointDetailList'),
    'COMM3',
    'GET',
    'required',
    pointsSchema('pointDetailPage'),
  ),
  convertPoints: call(
    relay('passwordCheck/MCS2_convertPoint'),
    'COMM3',
    'POST',
    'required',
    pointsSchema('pointsConverted'),
    E,
  ),

  // Promotions, rewards and contracts
  // The member's activities: our design of the answers (mocks/README.md, Promotions and activities).
  promotionStatus: call(
    relay('MCSFE_getPromotionStatus'),
    'COMM3',
    'GET',
    'required',
    promotionsSchema('activityStates'),
  ),
  joinPromotion: call(
    relay('MCSFE_signUpPromotionJoin'),
    'COMM3',
    'POST',
    'required',
    promotionsSchema('activityState'),
  ),
  requestReward: call(
    relay('MCSFE_signUpRequestReward'),
    'COMM3',
    'POST',
    'required',
    promotionsSchema('rewardRequested'),
  ),
  // Reward centre: raffles and tickets. Spec 2 names only the claim; the rest is our design
  // (mocks/README.md, Reward centre: raffles and tickets).
  rafflePromotions: call(
    relay('MCS2_getRafflePromotions'),
    'COMM3',
    'GET',
    'required',
    rewardCentreSchema('raffleList'),
  ),
  claimRaffle: call(
    relay('MCS2_claimRafflePromotion'),
    'COMM3',
    'POST',
    'required',
    rewardCentreSchema('raffle'),
  ),
  rewardTickets: call(
    relay('MCS2_getRewardTickets'),
    'COMM3',
    'GET',
    'required',
    rewardCentreSchema('rewardTicketList'),
  ),
  openRewardTicket: call(
    relay('MCS2_openRewardTicket'),
    'COMM3',
    'POST',
    'required',
    rewardCentreSchema('openedTicket'),
  ),

  // Missions and referral
  missionSummary: call(
    relay('MCSFE_getMissionSummaryDetails'),
    'COMM3',
    'GET',
    'required',
    rewardsSchema('missionSummary'),
  ),
  missionLeaderboard: call(
    relay('MCSFE_getMissionLeaderboard'),
    'COMM3',
    'GET',
    'required',
    rewardsSchema('missionLeaderboard'),
  ),
  referralInfo: call(
    relay('MCSFE_getReferralInfo'),
    'COMM3',
    'GET',
    'required',
    rewardsSchema('referralInfo'),
  ),
} as const satisfies Record<string, CallSpec>;

export type MemberCalls = typeof memberCalls;
