import { claimMissionRewards } from '@/features/rewards/missions/claim-mission-rewards';
import { missionLeaderboard } from '@/features/rewards/missions/mission-leaderboard';
import { missionMilestones } from '@/features/rewards/missions/mission-milestones';
import { missionRules } from '@/features/rewards/missions/mission-rules';
import { missionSummary } from '@/features/rewards/missions/mission-summary';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { daysFromBase, formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';
import { payPromotionBonus } from '../money/money-book';
import { refuseTrial } from '../money/money-checks';
import type { MockState } from '../../state/mock-state';

// Missions (designed, see mocks/README.md "Invite friends and missions"): the platform's member centre
// names the five calls (spec 5, missionlb) and shows none of their fields; it sends them without a module
// id. The missions and the leaderboard are built from the member each time; the claims of a mission's
// reward are the one state they keep (state.rewards.missionClaims).

export type MissionStatus = 'IN_PROGRESS' | 'COMPLETED' | 'CLAIMED';

interface SeedMission {
  missionId: number;
  title: string;
  target: number;
  progress: number;
  reward: number;
  status: MissionStatus;
}

/** This week's missions with player01's progress; every other member starts them at 0. */
export const PLAYER01_MISSIONS: readonly SeedMission[] = [
  {
    missionId: 501,
    title: 'Deposit R$ 100 this week',
    target: 100,
    progress: 100,
    reward: 5,
    status: 'COMPLETED',
  },
  { missionId: 502, title: 'Play 50 slot spins', target: 50, progress: 32, reward: 3, status: 'IN_PROGRESS' },
  { missionId: 503, title: 'Invite 3 friends', target: 3, progress: 3, reward: 10, status: 'CLAIMED' },
  {
    missionId: 504,
    title: 'Bet R$ 500 on live casino',
    target: 500,
    progress: 120,
    reward: 8,
    status: 'IN_PROGRESS',
  },
];

/** player01 is 7th of the week's leaderboard with 1,240 points. */
export const PLAYER01_RANK = 7;
export const PLAYER01_POINTS = 1_240;

const OTHERS = [
  'lu***99',
  'ra***ka',
  'be***o7',
  'ca***la',
  'vi***or',
  'fe***da',
  'go***ls',
  'th***go',
  'ju***ia',
];

function missionsOf(state: MockState, member: Member): SeedMission[] {
  const claimed = state.rewards.missionClaims.get(member.id);
  const seeded =
    member.account === 'player01'
      ? PLAYER01_MISSIONS.map((m) => ({ ...m }))
      : PLAYER01_MISSIONS.map((m) => ({ ...m, progress: 0, status: 'IN_PROGRESS' as const }));
  return seeded.map((m) => (claimed?.has(m.missionId) ? { ...m, status: 'CLAIMED' as const } : m));
}

/** The missions completed whose reward waits to be claimed: the missions entry's count. */
export function completedMissions(state: MockState, member: Member): number {
  return missionsOf(state, member).filter((m) => m.status === 'COMPLETED').length;
}

/** The period's milestones of mission points (points, reward in reais). */
export const MISSION_MILESTONES: readonly { milestoneId: number; points: number; reward: number }[] = [
  { milestoneId: 1, points: 500, reward: 2 },
  { milestoneId: 2, points: 1_000, reward: 5 },
  { milestoneId: 3, points: 2_000, reward: 10 },
  { milestoneId: 4, points: 5_000, reward: 30 },
];

export const MISSION_RULES =
  'Missions run from Monday to Sunday.\nComplete a mission to claim its reward: it goes straight to your wallet.\nEvery mission completed also earns leaderboard points.';

/** The top 10: points fall by rank; player01 (masked pl***01) holds its rank among them. */
function leaderboard() {
  let other = 0;
  return Array.from({ length: 10 }, (_, i) => {
    const rank = i + 1;
    const points = rank === PLAYER01_RANK ? PLAYER01_POINTS : PLAYER01_POINTS + (PLAYER01_RANK - rank) * 230;
    const account = rank === PLAYER01_RANK ? 'pl***01' : (OTHERS[other++] ?? '***');
    const reward = rank === 1 ? 500 : rank === 2 ? 300 : rank === 3 ? 100 : rank <= 10 ? 20 : 0;
    return { rank, account, points, reward };
  });
}

export const missionHandlers = callGroup(
  handle(missionSummary, ({ state, member }) => {
    refuseTrial(member);
    return { missions: missionsOf(state, member), endTime: formatDateTime(daysFromBase(6)) };
  }),
  handle(missionRules, ({ member }) => {
    refuseTrial(member);
    return { content: MISSION_RULES };
  }),
  handle(missionMilestones, ({ member }) => {
    refuseTrial(member);
    const points = member.account === 'player01' ? PLAYER01_POINTS : 0;
    return { points, list: MISSION_MILESTONES.map((m) => ({ ...m, reached: points >= m.points })) };
  }),
  // Body { missionId }: a completed mission's reward goes to the main wallet, once.
  handle(claimMissionRewards, ({ state, member, body }) => {
    refuseTrial(member);
    const mission = missionsOf(state, member).find((m) => String(m.missionId) === field(body, 'missionId'));
    if (!mission) throw badRequest('mission.notFound', 'This mission does not exist');
    if (mission.status === 'CLAIMED') throw badRequest('mission.claimed', 'This reward was already claimed');
    if (mission.status !== 'COMPLETED') {
      throw badRequest('mission.notCompleted', 'This mission is not completed yet');
    }
    const claims = state.rewards.missionClaims.get(member.id) ?? new Set<number>();
    state.rewards.missionClaims.set(member.id, claims.add(mission.missionId));
    const cents = Math.round(mission.reward * 100);
    payPromotionBonus(state, member, cents, mission.title);
    return { missionId: mission.missionId, rewardAmount: mission.reward };
  }),
  handle(missionLeaderboard, ({ member }) => {
    refuseTrial(member);
    const me =
      member.account === 'player01'
        ? { rank: PLAYER01_RANK, points: PLAYER01_POINTS }
        : { rank: null, points: 0 };
    return { list: leaderboard(), me };
  }),
);
