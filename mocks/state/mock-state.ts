import type { ActivityRecord } from '../domains/promotions/activities';
import type { C2cBook } from '../domains/money/c2c';
import type { ContractPayoutBook } from '../domains/agent/contracts';
import type { IncomeBook } from '../domains/agent/reports';
import type { TeamBook } from '../domains/agent/team-book';
import type { AgentBook } from '../domains/agent/agents';
import type { GeetestBook } from '../domains/geetest/geetest';
import type { Inboxes } from '../domains/messages/inbox';
import type { LiveListeners } from '../domains/live-events/live-events';
import type { Member } from '../domains/members/members';
import type { MoneyBook } from '../domains/money/money-seed';
import type { PhoneAuthBook } from '../domains/phone-auth/phone-auth';
import type { PointDetail, RedeemRecord } from '../domains/points/points';
import type { Prng } from '../shared/prng';
import type { RewardBook } from '../domains/rewards/rewards';
import type { IssuedRewards } from '../domains/rewards/issued-rewards';
import type { SaferGamblingBook } from '../domains/safer-gambling/safer-gambling';
import type { SessionEndAnswer } from '../domains/session/session-end';
import type { ScenarioRefusal, TurnoverStatus, WithdrawSmsRule } from '../domains/money/withdraw-rules';

// The shape of one mock state: each domain's slice, side by side. Types only, so that a domain may name the
// whole state its functions are handed without importing the store that seeds it (decision 032).

export type SiteStatus = 'normal' | 'maintenance' | 'region';

export type BalanceShape = 'list' | 'object' | 'line';

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
  /**
   * The origin CBS_launchChat's chat page is on (`https://chat.example.test`, say: a host the portal may not
   * frame); null for the mock CDN on the site's own origin.
   */
  chatHost: string | null;
  /** The announcement bundle carries a public popup (execution P); off by default, it would cover every page. */
  publicNotice: boolean;
  /**
   * How the balance answer carries its lines: a list (default), an object keyed by accountName, or the
   * main wallet's line alone as an object (spec 5, 2.3: the platform's member centre copes with each).
   */
  balanceShape: BalanceShape;
  /** Where a seamless game's launch points: the mock CDN (framed) or a vendor host the site may not frame. */
  seamlessHost: 'site' | 'foreign';
  /** The site asks for Geetest v4 at login and registration (domains/geetest/). */
  geetest: boolean;
  /** How many of the next Geetest checks are refused (#1066) even with a valid pass. */
  geetestRefusals: number;
  /**
   * A vendor under maintenance: its launches answer `vendor_under_maintenance` (answer 'refusal') or a
   * success carrying `resType: 1` (answer 'resType'), with the window in `content.data`; null for none.
   */
  vendorMaintenance: { vassalage: string; answer: 'refusal' | 'resType'; endTime: number | null } | null;
  /** A game (nodeId) the members left unfinished: a real-money start of any other answers `#734`. */
  unfinishedGame: number | null;
  /** Reais a real-money start needs in the main wallet (else `launch_game_balance_not_enough`); null: no check. */
  launchMinimumBalance: number | null;
  /**
   * The cashier's deposit side (domains/money/deposit-handlers.ts): open (default), closed by the site's
   * settings (`allowDeposit` N), open with no channel (an empty object), or open with every order refused.
   */
  deposit: 'open' | 'closed' | 'none' | 'refused';
  /** The withdraw settings' SMS rule (mobileVerificationType); NONE by default. */
  withdrawSms: WithdrawSmsRule;
  /** MCSFE_getTurnoverInfo's status: A (player01 owes turnover), N (no withdrawal at all), D (none owed). */
  withdrawTurnover: TurnoverStatus;
  /** A refusal every withdrawal answers (the member centre's codes that the data does not reach); null: none. */
  withdrawRefusal: ScenarioRefusal | null;
}

export interface MockState {
  /** Drives SMS codes, captcha answers and trial names, so a run is reproducible after a reset. */
  rng: Prng;
  /** The mock's now (ms); see domains/clock/clock.ts. */
  clockMs: number;
  flags: Map<string, boolean>;
  scenario: Scenario;
  members: Map<number, Member>;
  nextMemberId: number;
  /** token -> member id */
  sessions: Map<string, number>;
  /** tokens the back office ended -> how the platform refuses them (domains/session/session-end.ts) */
  endedSessions: Map<string, SessionEndAnswer>;
  /** lower-case username -> failed login attempts since the last success */
  loginFailures: Map<string, number>;
  /** mobile number -> last SMS code sent */
  smsCodes: Map<string, string>;
  /** mobile number -> what its last code proves (`operationType`) and until when, for a money action's code */
  smsActions: Map<string, { operationType: number; expiresMs: number }>;
  captchaAnswer: string | null;
  favourites: Map<number, number[]>;
  recent: Map<number, number[]>;
  defaultInsecurePassword: string;
  /** member id -> points redemptions, newest first */
  redeems: Map<number, RedeemRecord[]>;
  nextRedeemNo: number;
  /** member id -> the member's points history, newest first */
  pointDetails: Map<number, PointDetail[]>;
  feedback: { id: number; questionType: string; content: string; contact: string }[];
  /** Account and betting records, deposits, withdrawals and bank accounts. */
  money: MoneyBook;
  /** The reward centre's raffles and tickets, per member. */
  rewards: RewardBook;
  /** Rewards issued to members, waiting to be claimed (domains/rewards/issued-rewards.ts). */
  issuedRewards: IssuedRewards;
  /**
   * member id -> the member's status in each promotion (domains/promotions/activities.ts); others start on
   * first use.
   */
  activities: Map<number, ActivityRecord[]>;
  /** The members' inboxes (domains/messages/inbox.ts). */
  inboxes: Inboxes;
  /** The agent centre: contract kinds, contracts and the team's 60 days of history (domains/agent/). */
  agents: AgentBook;
  /** Team management's last logins and account statuses (domains/agent/team-book.ts). */
  team: TeamBook;
  /** Contract payouts settled on the mock clock (domains/agent/contracts.ts). */
  contractPayouts: ContractPayoutBook;
  /** The agents' own payouts, for My income (domains/agent/reports.ts; addIncome adds one). */
  agentIncome: IncomeBook;
  /**
   * The live sockets that authenticated in this state: a test's scope never hears another's events, and a
   * reset leaves the old sockets unreachable, as the sessions they were opened with.
   */
  liveListeners: LiveListeners;
  /** The fake phone sign-in provider (domains/phone-auth/phone-auth.ts). */
  phoneAuth: PhoneAuthBook;
  /** Limits, reality checks, exclusions and session spans (domains/safer-gambling/). */
  saferGambling: SaferGamblingBook;
  /** Withdrawals paid by other players, waiting for their receivers' answers (domains/money/c2c.ts). */
  c2c: C2cBook;
  /** The Geetest passes the stand-in widget was given and not yet used (domains/geetest/geetest.ts). */
  geetest: GeetestBook;
}
