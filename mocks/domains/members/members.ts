import type { MockState } from '../../state/mock-state';
import { daysFromBase } from '../clock/dates';
import { MAIN_WALLET_ID } from '../money/wallets';

export interface Balance {
  accountTypeId: number;
  /** Integer cents, so transfers never drift. */
  cents: number;
}

export interface Member {
  id: number;
  account: string;
  password: string;
  nickname: string;
  /** 0 regular member; 1, 2, 41, 42 agents; 4 trial. */
  type: number;
  vipLabel: string;
  regDate: number;
  mobile: string | null;
  /** Member info's `mobileVerified`: the mobile was proved by an SMS code (spec 5, 2.8). */
  mobileVerified: boolean;
  countryDialingCode: string;
  email: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  balances: Balance[];
  points: number;
  /** The payment (withdraw) password that passwordCheck/ calls verify; null until set. */
  withdrawPassword: string | null;
  parentId: number | null;
  /** The player whose invite link (referral code) this member registered with; null for none. */
  referrerId: number | null;
  affiliateCode: string | null;
  /**
   * Logins come from an IP the account has not registered: login answers `login.ip.unverified` until a
   * proof (mobile code, bound email, bank account name or Google code) is sent with it. Cleared by a
   * verified login.
   */
  ipUnverified?: boolean;
  /** Bank account holder name, one of the unregistered-IP proofs. */
  bankAccountName?: string;
  /**
   * Full name and birthday (yyyy-MM-dd) of My account (our design): the member sets each once, then only
   * customer service may correct them, as KYC checks rely on them. Absent means not set.
   */
  realName?: string | null;
  birthday?: string | null;
  /** Contact handles of My account, by field name; absent or empty means not set. */
  contacts?: Partial<Record<ContactField, string>>;
  /** Turnover toward the next VIP rank, in cents (the mock's design): this month's and in all. */
  turnoverCents?: { monthly: number; total: number };
}

/** The contact handles My account may keep (product rules: data the portal reads and keeps names them); the site shows those it enables. */
export const CONTACT_FIELDS = [
  'whatsapp',
  'telegram',
  'facebook',
  'line',
  'wechat',
  'qqNum',
  'zalo',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Free play's trial accounts (members are 0, agents 1, 2, 41, 42): no inbox, no real money, no socket. */
export const TRIAL_TYPE = 4;

export function isTrial(member: Pick<Member, 'type'>): boolean {
  return member.type === TRIAL_TYPE;
}

/** The Google authenticator code the mock accepts as an unregistered-IP proof. */
export const DEMO_GOOGLE_CODE = '135790';

/** The site's default insecure password; the first-login account uses it so the client forces a change. */
export const DEFAULT_INSECURE_PASSWORD = 'Welcome#0000';

type MemberFields = Partial<Member> & Pick<Member, 'account' | 'password'>;

/**
 * A member as it starts: regular, joined on the seed day, an empty main wallet, nothing set or bound; a
 * mobile it starts with counts as verified (registration proves it) unless told otherwise.
 */
function startingMember(id: number, fields: MemberFields): Member {
  return {
    id,
    mobileVerified: (fields.mobile ?? null) !== null,
    nickname: fields.account,
    type: 0,
    vipLabel: 'VIP 0',
    regDate: daysFromBase(0),
    mobile: null,
    countryDialingCode: '55',
    email: null,
    firstTimeLogin: false,
    passwordExpired: false,
    balances: [{ accountTypeId: MAIN_WALLET_ID, cents: 0 }],
    points: 0,
    withdrawPassword: null,
    parentId: null,
    referrerId: null,
    affiliateCode: null,
    ...fields,
  };
}

/** Someone who joins now (registration, free play, an agent's new downline): the next id, in the state. */
export function addMember(
  state: Pick<MockState, 'members' | 'nextMemberId'>,
  fieldsFor: (id: number) => MemberFields,
): Member {
  const id = state.nextMemberId++;
  const member = startingMember(id, fieldsFor(id));
  state.members.set(id, member);
  return member;
}

/** A seeded member: a regular of long standing unless told otherwise. */
function member(fields: MemberFields & Pick<Member, 'id'>): Member {
  return startingMember(fields.id, { vipLabel: 'VIP 1', regDate: daysFromBase(-200), ...fields });
}

export function seedMembers(): Member[] {
  const agent = member({
    id: 20001,
    account: 'agent01',
    password: 'Agent#2026',
    nickname: 'Agent Alpha',
    type: 1,
    vipLabel: 'VIP 5',
    regDate: daysFromBase(-400),
    mobile: '11912345678',
    email: 'agent01@example.com',
    balances: [
      { accountTypeId: MAIN_WALLET_ID, cents: 5_432_100 },
      { accountTypeId: 1, cents: 120_000 },
    ],
    points: 8_800,
    withdrawPassword: '654321',
    affiliateCode: 'AG2026',
    // A profile already complete: its full name and birthday show read-only in My account.
    realName: 'Alberto Almeida',
    birthday: '1984-09-12',
    contacts: { whatsapp: '5511912345678', telegram: '@agentalpha' },
  });
  const team = Array.from({ length: 8 }, (_, i) =>
    member({
      id: 20002 + i,
      account: `team0${i + 1}`,
      password: 'Team#2026',
      nickname: `Team member ${i + 1}`,
      regDate: daysFromBase(-90 + i * 7),
      balances: [{ accountTypeId: MAIN_WALLET_ID, cents: 10_000 * (i + 1) + 55 }],
      parentId: agent.id,
    }),
  );
  // A sub-agent of agent01 with its own three players (issue 12): the newest joined on the seed day.
  const subAgent = member({
    id: 20010,
    account: 'agent02',
    password: 'Agent#2026',
    nickname: 'Agent Beta',
    type: 2,
    vipLabel: 'VIP 4',
    regDate: daysFromBase(-45),
    balances: [{ accountTypeId: MAIN_WALLET_ID, cents: 1_250_000 }],
    withdrawPassword: '654321',
    parentId: agent.id,
    affiliateCode: 'AB2026',
  });
  const subTeam = [-30, -12, 0].map((day, i) =>
    member({
      id: 20011 + i,
      account: `sub0${i + 1}`,
      password: 'Team#2026',
      nickname: `Sub member ${i + 1}`,
      // Hours before the seed time, so the newest is still "today" on the mock clock.
      regDate: daysFromBase(day) - (i + 2) * 3_600_000,
      balances: [{ accountTypeId: MAIN_WALLET_ID, cents: 20_000 * (i + 1) }],
      parentId: subAgent.id,
    }),
  );
  return [
    member({
      id: 10001,
      account: 'player01',
      password: 'Player#2026',
      nickname: 'Lucky Player',
      vipLabel: 'VIP 3',
      regDate: daysFromBase(-300),
      mobile: '11987654321',
      email: 'player01@example.com',
      // R$ 12,345.67 across the main wallet and a game wallet.
      balances: [
        { accountTypeId: MAIN_WALLET_ID, cents: 1_034_567 },
        { accountTypeId: 1, cents: 200_000 },
      ],
      points: 2_450,
      withdrawPassword: '123456',
      // The holder of the bound accounts: member info's payee, which binding a card then carries.
      bankAccountName: 'Lucas Pereira',
      parentId: agent.id,
      turnoverCents: { monthly: 745_550, total: 9_876_540 },
    }),
    agent,
    ...team,
    subAgent,
    ...subTeam,
    member({
      id: 10002,
      account: 'newbie01',
      password: DEFAULT_INSECURE_PASSWORD,
      nickname: 'Newbie',
      regDate: daysFromBase(-1),
      mobile: '11900000001',
      firstTimeLogin: true,
      balances: [{ accountTypeId: MAIN_WALLET_ID, cents: 0 }],
    }),
    member({
      id: 10003,
      account: 'expired01',
      password: 'Expired#2026',
      nickname: 'Returning Player',
      vipLabel: 'VIP 2',
      mobile: '11900000002',
      passwordExpired: true,
      balances: [{ accountTypeId: MAIN_WALLET_ID, cents: 75_000 }],
    }),
    // A back-office (house) account: type 3 is not a member type, so the portal refuses it.
    member({
      id: 10004,
      account: 'staff01',
      password: 'Staff#2026',
      nickname: 'Back Office',
      type: 3,
      vipLabel: 'Staff',
    }),
    // Logs in from an unregistered IP: the second step asks for a proof.
    member({
      id: 10005,
      account: 'traveller01',
      password: 'Travel#2026',
      nickname: 'Traveller',
      mobile: '11900000005',
      email: 'traveller01@example.com',
      bankAccountName: 'Maria Viajante',
      ipUnverified: true,
      balances: [{ accountTypeId: MAIN_WALLET_ID, cents: 30_000 }],
    }),
  ];
}

export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length <= 7 ? `${mobile.slice(0, 2)}***` : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
