import { seedActivities } from '../domains/promotions/activities';
import { seedContractPayouts } from '../domains/agent/contracts';
import { seedIncome } from '../domains/agent/reports';
import { seedTeamBook } from '../domains/agent/team-book';
import { seedAgentBook } from '../domains/agent/agents';
import { BASE_DATE_MS } from '../domains/clock/dates';
import { defaultFlagValues } from '../domains/site/flags';
import { gameCatalogue } from '../domains/games/game-catalogue';
import { seedGeetest } from '../domains/geetest/geetest';
import { seedInboxes } from '../domains/messages/inbox';
import { DEFAULT_INSECURE_PASSWORD, seedMembers } from '../domains/members/members';
import type { MockState } from './mock-state';
import { seedMoneyBook } from '../domains/money/money-seed';
import { seedC2c } from '../domains/money/c2c';
import { seedPhoneAuth } from '../domains/phone-auth/phone-auth';
import { seedPointDetails, seedRedeems } from '../domains/points/points';
import { createPrng } from '../shared/prng';
import { seedRewards } from '../domains/rewards/rewards';
import { seedIssuedRewards } from '../domains/rewards/issued-rewards';
import { seedSaferGambling } from '../domains/safer-gambling/safer-gambling';
import { DEFAULT_RECEIPT_WINDOW_MINUTES } from '../domains/money/withdrawals';

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
      chatHost: null,
      publicNotice: false,
      seamlessHost: 'site',
      geetest: false,
      geetestRefusals: 0,
      vendorMaintenance: null,
      unfinishedGame: null,
      launchMinimumBalance: null,
      balanceShape: 'list',
      deposit: 'open',
      withdrawSms: 'NONE',
      withdrawTurnover: 'A',
      withdrawRefusal: null,
    },
    members: new Map(members.map((m) => [m.id, m])),
    nextMemberId: 30001,
    sessions: new Map(),
    endedSessions: new Map(),
    loginFailures: new Map(),
    smsCodes: new Map(),
    smsActions: new Map(),
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
    issuedRewards: seedIssuedRewards(),
    activities: seedActivities(10001),
    inboxes: seedInboxes(),
    // player01's days are read from its own records in `money`, so its history is not seeded twice.
    agents: seedAgentBook(members, new Set([10001])),
    team: seedTeamBook(members, BASE_DATE_MS),
    contractPayouts: seedContractPayouts(),
    agentIncome: seedIncome(members),
    liveListeners: new Map(),
    phoneAuth: seedPhoneAuth(),
    saferGambling: seedSaferGambling(),
    geetest: seedGeetest(),
    c2c: seedC2c(BASE_DATE_MS, DEFAULT_RECEIPT_WINDOW_MINUTES),
  };
}
