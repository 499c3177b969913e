import { callGroup, defineCall } from '../protocol/define-call';
import { badRequest } from '../protocol/mock-failure';
import type { ContractKind } from '../state/agents';
import { mockNow } from '../state/clock';
import { getState } from '../state/store';
import {
  activeMembersIn,
  dateOfDay,
  periodDays,
  TEAM_PERIODS,
  teamFiguresByDay,
  teamOf,
  type TeamPeriod,
} from '../state/team-figures';
import { requireAgent } from './agent-checks';
import { refuseTrial } from './money-checks';

// The agent centre's calls (designed, see mocks/README.md "Agent centre").

const reais = (cents: number): number => cents / 100;

/** Each contract kind, the site flag that can switch it off, and its field in the consolidated data. */
const kindFields: readonly [ContractKind, string, string][] = [
  ['DAILY_SALARY', 'DAILYSAL3', 'dailysalreqtype'],
  ['DIVIDEND', 'DIVIDEND3', 'divtypereq'],
  ['HOURLY_SALARY', 'HOURSAL3', 'contracthoursalreq'],
  ['REALTIME_SALARY', 'RTSALARY3', 'realtimesalreqtype'],
];

export const agentHandlers = callGroup(
  // The contract kinds the member's agent policy offers: 1 offered, 0 not. Any real member may ask (spec 2
  // loads it after every login when the agent policy flag is on); a non-agent gets all four at 0.
  defineCall(
    {
      methods: ['get'],
      path: '/wps/member/info/funds/consolidated',
      token: 'required',
      module: 'AGENTPOLICY3',
    },
    ({ member }) => {
      if (!member) return null;
      refuseTrial(member);
      const state = getState();
      const kinds = state.agents.contractKinds.get(member.id);
      return Object.fromEntries(
        kindFields.map(([kind, flag, name]) => [
          name,
          kinds?.has(kind) && state.flags.get(flag) !== false ? 1 : 0,
        ]),
      );
    },
  ),
  defineCall(
    { methods: ['get'], path: '/wps/relay/ODSFE2_getTeamOverview', token: 'required', module: 'AGENT3' },
    ({ member, query }) => {
      if (!member) return null;
      requireAgent(member);
      const period = (query.get('period') || 'TODAY').toUpperCase() as TeamPeriod;
      if (!TEAM_PERIODS.includes(period)) {
        throw badRequest('agent.period.invalid', 'The period must be TODAY, YESTERDAY, WEEK or MONTH');
      }
      const state = getState();
      const [from, to] = periodDays(period, mockNow());
      const days = teamFiguresByDay(state, member.id, from, to);
      const sum = (pick: (d: (typeof days)[number]) => number): number =>
        days.reduce((total, d) => total + pick(d), 0);
      const team = teamOf(state, member.id);
      return {
        period,
        startDate: dateOfDay(from),
        endDate: dateOfDay(to),
        teamSize: team.length,
        directMembers: team.filter((m) => m.parentId === member.id).length,
        newMembers: sum((d) => d.newMembers),
        activeMembers: activeMembersIn(state, member.id, from, to),
        firstDeposits: sum((d) => d.firstDeposits),
        firstDepositAmount: reais(sum((d) => d.firstDepositCents)),
        deposits: reais(sum((d) => d.depositCents)),
        withdrawals: reais(sum((d) => d.withdrawalCents)),
        validBets: reais(sum((d) => d.validBetCents)),
        profitLoss: reais(sum((d) => d.winLossCents)),
        trend: days.map((d, i) => ({
          date: dateOfDay(from + i),
          newMembers: d.newMembers,
          activeMembers: d.activeMembers,
          deposits: reais(d.depositCents),
          withdrawals: reais(d.withdrawalCents),
          validBets: reais(d.validBetCents),
          profitLoss: reais(d.winLossCents),
        })),
      };
    },
  ),
);
