import { BASE_DATE_MS } from '../clock/dates';
import { isTrial, type Member } from '../members/members';
import { createPrng, intBetween } from '../../shared/prng';

// The agent centre's seed (issue 12, designed: the product shows none of it). Amounts in integer cents.

export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);
export const TEAM_HISTORY_DAYS = 60;
const DAY_MS = 86_400_000;

export type ContractKind = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
export type ContractStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';

/** One tier of a contract: reached when every threshold given is met, it pays `rate` percent. */
export interface ContractTier {
  periodValidBetCents?: number;
  periodProfitLossCents?: number;
  activeMembers?: number;
  dailyBetCents?: number;
  hourlyBetCents?: number;
  rate: number;
}

export interface Contract {
  contractId: number;
  kind: ContractKind;
  /** The agent who offers (pays); null is the site itself. */
  fromId: number | null;
  toId: number;
  status: ContractStatus;
  requestKind: 'NEW' | 'TERMINATION';
  period: 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY' | 'REALTIME';
  tiers: ContractTier[];
  /** Real-time salary only: percent of the team's profit, of its loss, and per single bet. */
  realtime?: {
    profitRate: number;
    lossRate: number;
    singleBetRate: number;
    minBetCents: number;
    minActiveMembers: number;
  };
  createdMs: number;
}

/** One member's day: bets, their result (+ the member won), money in and out. */
export interface TeamDay {
  validBetCents: number;
  winLossCents: number;
  depositCents: number;
  withdrawalCents: number;
}

export interface AgentBook {
  /** agent id -> the contract kinds its policy enables (all four for agent01 and agent02). */
  contractKinds: Map<number, Set<ContractKind>>;
  contracts: Contract[];
  nextContractId: number;
  /**
   * member id -> day index (0 the seed day, -59 the oldest) -> figures. Members whose records the mock
   * keeps elsewhere (player01's bets and ledger in state.money) are read from those records instead.
   */
  teamDays: Map<number, Map<number, TeamDay>>;
}

export const ALL_CONTRACT_KINDS: readonly ContractKind[] = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
];

/** The seed day's index of a moment: 0 for the seed day (UTC), -1 the day before. */
export function dayIndexOf(ms: number): number {
  return Math.floor(ms / DAY_MS) - Math.floor(BASE_DATE_MS / DAY_MS);
}

/** Deterministic days for every seeded member except those with their own records (`skip`). */
function seedTeamDays(members: readonly Member[], skip: ReadonlySet<number>): AgentBook['teamDays'] {
  const rng = createPrng(1212);
  const days: AgentBook['teamDays'] = new Map();
  for (const member of members) {
    if (skip.has(member.id) || isTrial(member)) continue;
    const firstDay = Math.max(-(TEAM_HISTORY_DAYS - 1), dayIndexOf(member.regDate));
    const byDay = new Map<number, TeamDay>();
    for (let day = firstDay; day <= 0; day += 1) {
      // About half the days see play; deposits come on some of them, withdrawals more rarely.
      if (rng() > 0.55) continue;
      const validBetCents = intBetween(rng, 20, 900) * 100;
      const winLossCents = Math.round(validBetCents * (rng() * 0.5 - 0.3));
      const depositCents = rng() < 0.35 || day === firstDay ? intBetween(rng, 5, 60) * 1000 : 0;
      const withdrawalCents = rng() < 0.15 ? intBetween(rng, 5, 40) * 1000 : 0;
      byDay.set(day, { validBetCents, winLossCents, depositCents, withdrawalCents });
    }
    days.set(member.id, byDay);
  }
  return days;
}

export function seedAgentBook(members: readonly Member[], ownRecords: ReadonlySet<number>): AgentBook {
  const agent01 = members.find((m) => m.account === 'agent01');
  const agent02 = members.find((m) => m.account === 'agent02');
  const sub01 = members.find((m) => m.account === 'sub01');
  const contractKinds: AgentBook['contractKinds'] = new Map();
  const contracts: Contract[] = [];
  if (agent01 && agent02 && sub01) {
    contractKinds.set(agent01.id, new Set(ALL_CONTRACT_KINDS));
    contractKinds.set(agent02.id, new Set(ALL_CONTRACT_KINDS));
    contracts.push(
      {
        contractId: 1,
        kind: 'DIVIDEND',
        fromId: agent02.id,
        toId: sub01.id,
        status: 'ACTIVE',
        requestKind: 'NEW',
        period: 'SEMIMONTHLY',
        tiers: [
          { periodValidBetCents: 1_000_000, periodProfitLossCents: 100_000, activeMembers: 1, rate: 30 },
        ],
        createdMs: BASE_DATE_MS - 20 * DAY_MS,
      },
      {
        contractId: 2,
        kind: 'DIVIDEND',
        fromId: agent01.id,
        toId: agent02.id,
        status: 'PENDING',
        requestKind: 'NEW',
        period: 'SEMIMONTHLY',
        tiers: [
          { periodValidBetCents: 2_000_000, periodProfitLossCents: 200_000, activeMembers: 2, rate: 25 },
        ],
        createdMs: BASE_DATE_MS - 2 * 3_600_000,
      },
      {
        contractId: 3,
        kind: 'REALTIME_SALARY',
        fromId: null,
        toId: agent01.id,
        status: 'ACTIVE',
        requestKind: 'NEW',
        period: 'REALTIME',
        tiers: [{ rate: 0.5 }],
        realtime: {
          profitRate: 0.5,
          lossRate: 0.3,
          singleBetRate: 0.1,
          minBetCents: 10_000,
          minActiveMembers: 1,
        },
        createdMs: BASE_DATE_MS - 30 * DAY_MS,
      },
    );
  }
  return { contractKinds, contracts, nextContractId: 4, teamDays: seedTeamDays(members, ownRecords) };
}
