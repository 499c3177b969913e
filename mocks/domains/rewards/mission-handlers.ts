import { missionLeaderboard } from '@/features/rewards/missions/mission-leaderboard';
import { missionSummary } from '@/features/rewards/missions/mission-summary';
import { callGroup, handle } from '../../protocol/define-call';
import { daysFromBase, formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';
import { refuseTrial } from '../money/money-checks';

// Missions (designed, see mocks/README.md "Invite friends and missions"): the product names the two calls and
// says their fields are not shown; the reference sends them without a module id and passes the answers
// through. Answers are built from the member each time: no state of their own.

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

function missionsOf(member: Member): SeedMission[] {
  if (member.account === 'player01') return PLAYER01_MISSIONS.map((m) => ({ ...m }));
  return PLAYER01_MISSIONS.map((m) => ({ ...m, progress: 0, status: 'IN_PROGRESS' }));
}

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
  handle(missionSummary, ({ member }) => {
    refuseTrial(member);
    return { missions: missionsOf(member), endTime: formatDateTime(daysFromBase(6)) };
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
