import { seedActivities, type ActivityRecord } from './activities';
import { seedContractPayouts, type ContractPayoutBook } from './agent-contracts';
import { seedAgentBook, type AgentBook } from './agents';
import { seedIncome, type IncomeBook } from './agent-reports';
import { BASE_DATE_MS } from './dates';
import { gameCatalogue } from './game-catalogue';
import { defaultFlagValues } from './flags';
import { DEFAULT_RECEIPT_WINDOW_MINUTES } from './withdrawals';
import { seedMoneyBook, type MoneyBook } from './money-seed';
import { seedMembers, DEFAULT_INSECURE_PASSWORD, type Member } from './members';
import { seedRedeems, type RedeemRecord } from './points';
import { createPrng, type Prng } from './prng';
import { seedRewards, type RewardBook } from './rewards';

export type SiteStatus = 'normal' | 'maintenance' | 'region';

export interface FailureRule {
  path: string;
  status: number;
  times: number;
}

export interface Scenario {
  status: SiteStatus;
  latencyMs: number;
  failures: FailureRule[];
  gtagId: string | null;
  /** GCS_merchantWallet answers isSingle 1; off by default because player01 holds a game wallet. */
  singleWallet: boolean;
  /** Minutes a paid withdrawal waits for the member's receipt answer before it counts as received. */
  receiptWindowMinutes: number;
}

export interface MockState {
  /** Drives SMS codes, captcha answers and trial names, so a run is reproducible after a reset. */
  rng: Prng;
  /** The mock's now (ms); see state/clock.ts. */
  clockMs: number;
  flags: Map<string, boolean>;
  scenario: Scenario;
  members: Map<number, Member>;
  nextMemberId: number;
  /** token -> member id */
  sessions: Map<string, number>;
  /** lower-case username -> failed login attempts since the last success */
  loginFailures: Map<string, number>;
  /** mobile number -> last SMS code sent */
  smsCodes: Map<string, string>;
  captchaAnswer: string | null;
  favourites: Map<number, number[]>;
  recent: Map<number, number[]>;
  defaultInsecurePassword: string;
  /** member id -> points redemptions, newest first */
  redeems: Map<number, RedeemRecord[]>;
  nextRedeemNo: number;
  feedback: { id: number; questionType: string; content: string; contact: string }[];
  /** Account and betting records, deposits, withdrawals and bank accounts. */
  money: MoneyBook;
  /** The reward centre's raffles and tickets, per member. */
  rewards: RewardBook;
  /** member id -> the member's status in each promotion (state/activities.ts); others start on first use. */
  activities: Map<number, ActivityRecord[]>;
  /** The agent centre: contract kinds, contracts and the team's 60 days of history (state/agents.ts). */
  agents: AgentBook;
  /** Contract payouts settled on the mock clock (state/agent-contracts.ts). */
  contractPayouts: ContractPayoutBook;
  /** The agents' own payouts, for My income (state/agent-reports.ts; addIncome adds one). */
  agentIncome: IncomeBook;
}

function seedState(): MockState {
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
    feedback: [],
    money: seedMoneyBook(BASE_DATE_MS),
    rewards: seedRewards(),
    activities: seedActivities(10001),
    // player01's days are read from its own records in `money`, so its history is not seeded twice.
    agents: seedAgentBook(members, new Set([10001])),
    contractPayouts: seedContractPayouts(),
    agentIncome: seedIncome(members),
  };
}

/*
 * One state per scope: the e2e suite runs two workers against one server, and each test names its own scope
 * (the X-Mock-Scope header, read by vite-plugin.ts), so that a reset or a scenario of one test never lands in
 * another's. Without a scope (the dev server, the demo, Vitest) there is one shared state.
 */
let sharedState: MockState = seedState();
const scopedStates = new Map<string, MockState>();
/** Enough for every test in flight on two workers, with their retries; the oldest goes first. */
const MAX_SCOPES = 12;
let currentScope: () => string | undefined = () => undefined;

/** The server that mounts the mock says how to know the scope of the request being answered. */
export function setScopeResolver(resolve: () => string | undefined): void {
  currentScope = resolve;
}

function scopedState(scope: string, fresh: boolean): MockState {
  let found = fresh ? undefined : scopedStates.get(scope);
  if (!found) {
    found = seedState();
    scopedStates.delete(scope);
    scopedStates.set(scope, found);
    for (const oldest of scopedStates.keys()) {
      if (scopedStates.size <= MAX_SCOPES) break;
      scopedStates.delete(oldest);
    }
  }
  return found;
}

export function getState(): MockState {
  const scope = currentScope();
  return scope === undefined ? sharedState : scopedState(scope, false);
}

/** Rebuilds every mutable part from the seed; the read-only catalogue is kept (it never changes). */
export function resetMockState(): void {
  const scope = currentScope();
  if (scope === undefined) sharedState = seedState();
  else scopedState(scope, true);
}

export function findMemberByAccount(account: string): Member | undefined {
  const wanted = account.trim().toLowerCase();
  for (const member of getState().members.values())
    if (member.account.toLowerCase() === wanted) return member;
  return undefined;
}

export function findMemberByMobile(mobile: string): Member | undefined {
  const wanted = mobile.replace(/\D/g, '');
  for (const member of getState().members.values()) if (member.mobile === wanted) return member;
  return undefined;
}

/** Opaque session tokens from the platform's CSPRNG: unlike seed data they must not be guessable. */
export function issueToken(memberId: number): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  getState().sessions.set(token, memberId);
  return token;
}

export function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(getState().rng() * 10)).join('');
}
