import { seedActivities } from './activities';
import { seedContractPayouts } from './agent-contracts';
import { seedIncome } from './agent-reports';
import { seedTeamBook } from './agent-team';
import { seedAgentBook } from './agents';
import { BASE_DATE_MS } from './dates';
import { defaultFlagValues } from './flags';
import { gameCatalogue } from './game-catalogue';
import { seedInboxes } from './inbox';
import { DEFAULT_INSECURE_PASSWORD, seedMembers } from './members';
import type { MockState } from './mock-state';
import { seedMoneyBook } from './money-seed';
import { seedPhoneAuth } from './phone-auth';
import { seedPointDetails, seedRedeems } from './points';
import { createPrng } from './prng';
import { seedRewards } from './rewards';
import { DEFAULT_RECEIPT_WINDOW_MINUTES } from './withdrawals';

/** A fresh state: every domain's slice from its own seed. The read-only catalogue is shared (it never changes). */
export function seedState(): MockState {
  const members = seedMembers();
  const { games } = gameCatalogue();
  const slots = games.filter((g) => g.gameType === 'RNG' && !g.maintenance);
  const pickEvery = (step: number, count: number, offset: number): number[] =>
    Array.from({ length: count }, (_, i) => slots[(offset + i * step) % slots.length]?.nodeId ?? 100001);
  return {
    rng: createPrng(4242),
    clockMs: BASE_DATE_MS,
    flags: defaultFlagValues(),
    scenario: {
      status: 'normal',
      latencyMs: 0,
      failures: [],
      gtagId: null,
      singleWallet: false,
      receiptWindowMinutes: DEFAULT_RECEIPT_WINDOW_MINUTES,
    },
    members: new Map(members.map((m) => [m.id, m])),
    nextMemberId: 30001,
    sessions: new Map(),
    loginFailures: new Map(),
    smsCodes: new Map(),
    captchaAnswer: null,
    favourites: new Map([
      [10001, pickEvery(37, 12, 3)],
      [20001, pickEvery(53, 4, 11)],
    ]),
    recent: new Map([[10001, pickEvery(29, 8, 7)]]),
    defaultInsecurePassword: DEFAULT_INSECURE_PASSWORD,
    redeems: seedRedeems(),
    nextRedeemNo: 100,
    pointDetails: seedPointDetails(),
    feedback: [],
    money: seedMoneyBook(BASE_DATE_MS),
    rewards: seedRewards(),
    activities: seedActivities(10001),
    inboxes: seedInboxes(),
    // player01's days are read from its own records in `money`, so its history is not seeded twice.
    agents: seedAgentBook(members, new Set([10001])),
    team: seedTeamBook(members, BASE_DATE_MS),
    contractPayouts: seedContractPayouts(),
    agentIncome: seedIncome(members),
    liveListeners: new Map(),
    phoneAuth: seedPhoneAuth(),
  };
}
