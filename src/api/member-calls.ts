import { call, relay, schemasOf, type CallSpec } from './call-spec';

const rewardsSchema = schemasOf(() => import('./schemas/rewards'));

export const memberCalls = {
  referralInfo: call(
    relay('MCSFE_getReferralInfo'),
    'COMM3',
    'GET',
    'required',
    rewardsSchema('referralInfo'),
  ),
} as const satisfies Record<string, CallSpec>;

export type MemberCalls = typeof memberCalls;
