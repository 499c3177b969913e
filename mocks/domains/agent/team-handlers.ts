import { createDownline } from '@/features/agent-team/registration/create-downline';
import { teamCount, teamMembers } from '@/features/agent-team/management/team-members';
import {
  subordinateSimple,
  transferMultipleDownline,
} from '@/features/agent-team/management/transfer-to-several';
import { collectFromDownline, transferDownline } from '@/features/agent-team/management/transfer-to-downline';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { lastLoginOf, recordNewDownline, statusOf } from './team-book';
import { AGENT_TYPES } from './agents';
import { formatDateTime } from '../clock/dates';
import { emitLiveEvent } from '../live-events/live-events';
import { addMember, type Member } from '../members/members';
import { addTransaction, mainWallet } from '../money/money-book';
import { checkField, defaultRegisterRules } from '../register/register-rules';
import type { MockState } from '../../state/mock-state';
import { teamOf } from './team-figures';
import { requireAgent } from './agent-checks';
import { amountCents, checkWithdrawPassword } from '../money/money-checks';
import { findMemberByAccount } from '../members/member-lookup';

// Account registration and team management (designed, see mocks/README.md "Agent centre: registration and
// team management"): the downline tree, new downline accounts, and money to and from a direct downline
// (the platform's calls, with bodies of our design).

// The agent area's site flag, as before the endpoints were data.
const agentFlag = { flag: 'AGENT3' } as const;
const MIN_CENTS = 1_000;
const MAX_CENTS = 5_000_000;
const SUB_AGENT_TYPE = 2;
const PAGE_SIZE = 100;

const reais = (cents: number): number => cents / 100;

/** A member of the agent's team by account, or the agent itself; anyone else is not found. */
function inTeam(state: MockState, agent: Member, account: string): Member {
  if (account === '' || account.toLowerCase() === agent.account.toLowerCase()) return agent;
  const found = teamOf(state, agent.id).find((m) => m.account.toLowerCase() === account.toLowerCase());
  if (!found) throw badRequest('agent.downline.notFound', 'This account is not in your team');
  return found;
}

function row(state: MockState, agent: Member, member: Member) {
  const lastLogin = lastLoginOf(state.team, member);
  const parent = member.parentId === null ? undefined : state.members.get(member.parentId);
  return {
    account: member.account,
    nickname: member.nickname,
    accountType: AGENT_TYPES.has(member.type) ? 'AGENT' : 'PLAYER',
    parentAccount: parent?.account ?? '',
    direct: member.parentId === agent.id ? 1 : 0,
    teamSize: AGENT_TYPES.has(member.type) ? teamOf(state, member.id).length : 0,
    balance: reais(mainWallet(member).cents),
    regDate: formatDateTime(member.regDate),
    lastLogin: lastLogin === null ? null : formatDateTime(lastLogin),
    status: statusOf(state.team, member),
  };
}

/**
 * Money between the agent and one direct downline, either way: checked (a direct downline, the amount's
 * limits, the withdraw password, what the paying wallet holds) before anything moves, then both main wallets
 * move and both sides get a record.
 */
function moveMoney(state: MockState, member: Member, body: Payload, direction: 'send' | 'collect') {
  requireAgent(member);
  const account = field(body, 'customerName');
  if (account === '') throw badRequest('downline.field.required', 'The downline account is required');
  const downline = inTeam(state, member, account);
  if (downline.parentId !== member.id) {
    throw badRequest('agent.downline.notDirect', 'You can only transfer to your direct downline');
  }
  const cents = amountCents(body, 'downline.amount.invalid', MIN_CENTS, MAX_CENTS);
  checkWithdrawPassword(member, body, 'downline.field.required');
  const mine = mainWallet(member);
  const theirs = mainWallet(downline);
  const [from, to] = direction === 'send' ? [mine, theirs] : [theirs, mine];
  if (from.cents < cents) {
    throw direction === 'send'
      ? badRequest('downline.balance.insufficient', 'Insufficient balance')
      : badRequest('downline.collect.insufficient', "The downline's balance is not enough");
  }
  from.cents -= cents;
  to.cents += cents;
  const sign = direction === 'send' ? -1 : 1;
  const line = addTransaction(state, member.id, {
    type: 'UPLINE_TRANSFER',
    cents: sign * cents,
    remark: `${direction === 'send' ? 'To' : 'From'} ${downline.account} (${downline.nickname})`,
  });
  addTransaction(state, downline.id, {
    type: 'UPLINE_TRANSFER',
    cents: -sign * cents,
    referenceNo: line.referenceNo,
    remark: `${direction === 'send' ? 'From' : 'To'} ${member.account} (${member.nickname})`,
  });
  emitLiveEvent(state, downline.id, 'balance');
  return {
    referenceNo: line.referenceNo,
    amount: reais(cents),
    account: downline.account,
    balance: reais(mine.cents),
    downlineBalance: reais(theirs.cents),
  };
}

/**
 * One amount to each of several direct downlines: every account checked, then the whole sum against the
 * agent's main wallet, before anything moves; one reference for all.
 */
function moveToSeveral(state: MockState, member: Member, body: Payload) {
  requireAgent(member);
  const names = Array.isArray(body.customerNames) ? body.customerNames.map(String) : [];
  if (names.length === 0) throw badRequest('downline.field.required', 'Choose at least one downline');
  const downlines = [...new Set(names.map((n) => n.toLowerCase()))].map((name) => {
    const downline = inTeam(state, member, name);
    if (downline.parentId !== member.id) {
      throw badRequest('agent.downline.notDirect', 'You can only transfer to your direct downline');
    }
    return downline;
  });
  const cents = amountCents(body, 'downline.amount.invalid', MIN_CENTS, MAX_CENTS);
  checkWithdrawPassword(member, body, 'downline.field.required');
  const mine = mainWallet(member);
  const total = cents * downlines.length;
  if (mine.cents < total) throw badRequest('downline.balance.insufficient', 'Insufficient balance');
  mine.cents -= total;
  const line = addTransaction(state, member.id, {
    type: 'UPLINE_TRANSFER',
    cents: -total,
    remark: `To ${downlines.map((d) => d.account).join(', ')}`,
  });
  for (const downline of downlines) {
    mainWallet(downline).cents += cents;
    addTransaction(state, downline.id, {
      type: 'UPLINE_TRANSFER',
      cents,
      referenceNo: line.referenceNo,
      remark: `From ${member.account} (${member.nickname})`,
    });
    emitLiveEvent(state, downline.id, 'balance');
  }
  return {
    referenceNo: line.referenceNo,
    amount: reais(cents),
    accounts: downlines.map((d) => d.account),
    total: reais(total),
    balance: reais(mine.cents),
  };
}

export const agentTeamHandlers = callGroup(
  // ?parentAccount= (default the agent) lists that member's direct downline; ?account= searches the whole
  // team instead (part of an account, any case). One page of ?pageSize= (default 100) rows, ?pageNo= from 1,
  // in the platform's page shape.
  handle(
    teamMembers,
    ({ state, member, query }) => {
      requireAgent(member);
      const search = (query.get('account') ?? '').trim().toLowerCase();
      const parent = inTeam(state, member, (query.get('parentAccount') ?? '').trim());
      const team = teamOf(state, member.id);
      const members = search
        ? team.filter((m) => m.account.toLowerCase().includes(search))
        : team.filter((m) => m.parentId === parent.id);
      const pageSize = Math.min(Math.max(Number(query.get('pageSize')) || PAGE_SIZE, 1), PAGE_SIZE);
      const pageNo = Math.max(Number(query.get('pageNo')) || 1, 1);
      return {
        list: members.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => row(state, member, m)),
        footer: null,
        total: members.length,
        totalPages: Math.ceil(members.length / pageSize),
      };
    },
    agentFlag,
  ),
  // The agent's direct downline, account and nickname only.
  handle(
    subordinateSimple,
    ({ state, member }) => {
      requireAgent(member);
      return teamOf(state, member.id)
        .filter((m) => m.parentId === member.id)
        .map((m) => ({ account: m.account, nickname: m.nickname }));
    },
    agentFlag,
  ),
  // (E) body { customerNames: string[], amount (each), withdrawPassword }; offered where AGENTRANSMULTDOWN3 is.
  handle(transferMultipleDownline, ({ state, member, body }) => moveToSeveral(state, member, body), {
    flag: 'AGENTRANSMULTDOWN3',
  }),
  // The whole team below the agent, and its direct downline.
  handle(
    teamCount,
    ({ state, member }) => {
      requireAgent(member);
      const team = teamOf(state, member.id);
      return { teamSize: team.length, directMembers: team.filter((m) => m.parentId === member.id).length };
    },
    agentFlag,
  ),
  // (E) body { accountType: PLAYER | AGENT, username, password, confirmPassword }: the site's register rules.
  handle(
    createDownline,
    ({ state, member, body }) => {
      requireAgent(member);
      const accountType = field(body, 'accountType').toUpperCase();
      if (accountType !== 'PLAYER' && accountType !== 'AGENT') {
        throw badRequest('agent.accountType.invalid', 'The account type must be PLAYER or AGENT');
      }
      const rules = defaultRegisterRules();
      for (const name of ['username', 'password'] as const) {
        const problem = checkField(field(body, name), { ...rules[name], required: true });
        if (problem) {
          throw badRequest(
            problem === 'required' ? 'register.field.required' : 'register.field.invalid',
            `${name} is ${problem === 'required' ? 'required' : 'invalid'}`,
          );
        }
      }
      if (field(body, 'confirmPassword') !== field(body, 'password')) {
        throw badRequest('register.password.mismatch', 'The confirmation password is not correct');
      }
      const username = field(body, 'username');
      if (findMemberByAccount(state.members, username)) {
        throw badRequest('member.username.duplicated', 'This username is already taken');
      }
      const created = addMember(state, (id) => ({
        account: username,
        password: field(body, 'password'),
        type: accountType === 'AGENT' ? SUB_AGENT_TYPE : 0,
        parentId: member.id,
        affiliateCode: accountType === 'AGENT' ? `A${id}` : null,
      }));
      recordNewDownline(state.team, created);
      return row(state, member, created);
    },
    agentFlag,
  ),
  // (E) body { customerName, amount, withdrawPassword }: from the agent's main wallet to a direct downline's.
  handle(transferDownline, ({ state, member, body }) => moveMoney(state, member, body, 'send'), agentFlag),
  // (E) the same body: from a direct downline's main wallet back to the agent's.
  handle(
    collectFromDownline,
    ({ state, member, body }) => moveMoney(state, member, body, 'collect'),
    agentFlag,
  ),
);
