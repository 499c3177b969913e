import {
  realtimeSalaryInfo,
  contractSalaryCustomers,
} from '@/features/agent-contracts/api/realtime-salary-info';
import { assignRealtimeSalaryContract } from '@/features/agent-contracts/api/realtime-salary-assign';
import {
  realtimeSalaryHistory,
  realtimeSalaryPaid,
} from '@/features/agent-contracts/api/realtime-salary-records';
import { callGroup, handle, type MemberContext } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { formatDateTime } from '../clock/dates';
import { refuseTrial } from '../money/money-checks';
import { requireAgent } from './agent-checks';
import { accountOf, listOf, offer } from './contract-book';
import { contractPayoutsOf } from './contracts';

// The real-time salary's own calls (decision 065): the member centre names them (spec 5, notes "realTime");
// params beyond `username` and every answer are our design (mocks/README.md, Agent contracts).

const options = { flag: 'RTSALARY3' } as const;

/** Any real member may read what it received (a player offered one too); giving one is an agent's. */
function realMember(ctx: MemberContext) {
  refuseTrial(ctx.member);
  return ctx;
}

function agentOnly(ctx: MemberContext) {
  requireAgent(realMember(ctx).member);
  return ctx;
}

export const realtimeSalaryHandlers = callGroup(
  handle(
    realtimeSalaryInfo,
    (ctx) => {
      const { state, member } = realMember(ctx);
      const { received, given } = listOf(state, member, 'REALTIME_SALARY');
      return { received, given };
    },
    options,
  ),
  handle(
    contractSalaryCustomers,
    (ctx) => {
      const { state, member } = agentOnly(ctx);
      const { downlines } = listOf(state, member, 'REALTIME_SALARY');
      return { list: downlines.map((d) => ({ customerId: d.memberId, account: d.account })) };
    },
    options,
  ),
  handle(
    assignRealtimeSalaryContract,
    (ctx) => {
      const { state, member, body } = agentOnly(ctx);
      return offer(state, member, 'REALTIME_SALARY', { ...body, memberId: field(body, 'customerId') });
    },
    options,
  ),
  handle(
    realtimeSalaryHistory,
    (ctx) => {
      const { state, member } = realMember(ctx);
      const list = state.agents.contracts
        .filter((c) => c.kind === 'REALTIME_SALARY' && (c.toId === member.id || c.fromId === member.id))
        .sort((a, b) => b.createdMs - a.createdMs || b.contractId - a.contractId)
        .map((c) => ({
          contractId: c.contractId,
          fromAccount: accountOf(state, c.fromId),
          toAccount: accountOf(state, c.toId),
          status: c.status,
          profitRate: c.realtime?.profitRate ?? 0,
          lossRate: c.realtime?.lossRate ?? 0,
          singleBetRate: c.realtime?.singleBetRate ?? 0,
          createdDate: formatDateTime(c.createdMs),
        }));
      return { list };
    },
    options,
  ),
  handle(
    realtimeSalaryPaid,
    (ctx) => {
      const { state, member, query } = realMember(ctx);
      // The member centre sends the member's own account; another one's salary is not shown.
      const username = query.get('username') ?? '';
      if (username !== '' && username.toLowerCase() !== member.account.toLowerCase()) {
        throw badRequest('contract.username.invalid', 'Only your own salary can be read');
      }
      const paid = contractPayoutsOf(state.contractPayouts, member.id).filter(
        (p) => p.kind === 'REALTIME_SALARY',
      );
      return {
        list: paid.map((p) => ({
          payoutId: p.payoutId,
          contractId: p.contractId,
          amount: p.amountCents / 100,
          settled: p.settled,
          time: formatDateTime(p.timeMs),
        })),
        totalAmount: paid.reduce((sum, p) => sum + p.amountCents, 0) / 100,
      };
    },
    options,
  ),
);
