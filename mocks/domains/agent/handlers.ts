import { consolidated } from '@/core/api/consolidated';
import { teamOverview } from '@/features/agent-team/overview/team-overview';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { mockNow } from '../clock/clock';
import {
  activeMembersIn,
  dateOfDay,
  periodDays,
  TEAM_PERIODS,
  teamFiguresByDay,
  teamOf,
  type TeamPeriod,
} from './team-figures';
import { requireAgent } from './agent-checks';
import { consolidatedOf } from './contract-consolidated';
import { refuseTrial } from '../money/money-checks';

// The agent centre's calls (designed, see mocks/README.md "Agent centre").

const reais = (cents: number): number => cents / 100;

export const agentHandlers = callGroup(
  // Any real member may ask (the reference asks after every login when the agent policy flag is on): a
  // non-agent gets every kind off, and an offer waiting for anyone (a termination request too) is said.
  handle(
    consolidated,
    ({ state, member }) => {
      refuseTrial(member);
      return consolidatedOf(state, member);
    },
    { flag: 'AGENTPOLICY3' },
  ),
  handle(
    teamOverview,
    ({ state, member, query }) => {
      requireAgent(member);
      const period = (query.get('period') || 'TODAY').toUpperCase() as TeamPeriod;
      if (!TEAM_PERIODS.includes(period)) {
        throw badRequest('agent.period.invalid', 'The period must be TODAY, YESTERDAY, WEEK or MONTH');
      }
      const [from, to] = periodDays(period, mockNow(state));
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
    { flag: 'AGENT3' },
  ),
);
