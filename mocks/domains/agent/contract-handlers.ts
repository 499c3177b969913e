import { dailySalaryContract } from '@/features/agent-contracts/api/daily-salary-contract';
import { dividendContract } from '@/features/agent-contracts/api/dividend-contract';
import { hourlySalaryContract } from '@/features/agent-contracts/api/hourly-salary-contract';
import { realtimeSalaryContract } from '@/features/agent-contracts/api/realtime-salary-contract';
import { callGroup, type CallContext, type MemberContext, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { contractsEndedBy, inForce, simulate, topRate } from './contracts';
import type { Contract, ContractKind, ContractTier } from './agents';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { emitLiveEvent } from '../live-events/live-events';
import { isTrial, type Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { requireAgent } from './agent-checks';
import { refuseTrial } from '../money/money-checks';

// The four contract calls (designed, see mocks/README.md "Agent contracts"): one shape for all, an
// `action` of list, offer, accept, reject or terminate.

const reais = (cents: number): number => cents / 100;
const cents = (text: string): number => Math.round(Number(text) * 100);
const PERIODS: readonly Contract['period'][] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];

function accountOf(state: MockState, id: number | null): string {
  return id === null ? '' : (state.members.get(id)?.account ?? '');
}

function tierView(tier: ContractTier) {
  const money = (value: number | undefined) => (value === undefined ? undefined : reais(value));
  return {
    periodValidBet: money(tier.periodValidBetCents),
    periodProfitLoss: money(tier.periodProfitLossCents),
    activeMembers: tier.activeMembers,
    dailyBet: money(tier.dailyBetCents),
    hourlyBet: money(tier.hourlyBetCents),
    rate: tier.rate,
  };
}

function contractView(state: MockState, contract: Contract, withSimulation: boolean) {
  const rt = contract.realtime;
  const simulation = withSimulation ? simulate(state, contract) : undefined;
  return {
    contractId: contract.contractId,
    kind: contract.kind,
    fromAccount: accountOf(state, contract.fromId),
    toAccount: accountOf(state, contract.toId),
    status: contract.status,
    requestKind: contract.requestKind,
    period: contract.period,
    rate: topRate(contract),
    tiers: contract.tiers.map(tierView),
    realtime: rt && {
      profitRate: rt.profitRate,
      lossRate: rt.lossRate,
      singleBetRate: rt.singleBetRate,
      minBet: reais(rt.minBetCents),
      minActiveMembers: rt.minActiveMembers,
    },
    createdDate: formatDateTime(contract.createdMs),
    simulation: simulation && {
      startDate: simulation.startDate,
      endDate: simulation.endDate,
      validBets: reais(simulation.validBetCents),
      profitLoss: reais(simulation.winLossCents),
      activeMembers: simulation.activeMembers,
      rate: simulation.rate,
      payout: reais(simulation.payoutCents),
    },
    endsContracts: withSimulation
      ? contractsEndedBy(state, contract).map((c) => ({
          contractId: c.contractId,
          toAccount: accountOf(state, c.toId),
          rate: topRate(c),
        }))
      : undefined,
  };
}

function listOf(state: MockState, member: Member, kind: ContractKind) {
  const mine = state.agents.contracts.filter((c) => c.kind === kind);
  const shown = (c: Contract) => c.status !== 'REJECTED';
  return {
    kind,
    received: mine
      .filter((c) => c.toId === member.id && shown(c))
      .map((c) => contractView(state, c, c.status === 'PENDING')),
    given: mine.filter((c) => c.fromId === member.id && shown(c)).map((c) => contractView(state, c, false)),
    downlines: [...state.members.values()]
      .filter((m) => m.parentId === member.id && !isTrial(m))
      .map((m) => ({ memberId: m.id, account: m.account })),
  };
}

function numberField(body: CallContext['body'], name: string, required: boolean): number | undefined {
  const text = field(body, name);
  if (text === '') {
    if (required) throw badRequest('contract.field.invalid', `${name} is required`);
    return undefined;
  }
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    throw badRequest('contract.field.invalid', `${name} must be a number >= 0`);
  }
  return value;
}

function offer(state: MockState, member: Member, kind: ContractKind, body: CallContext['body']) {
  const toId = Number(field(body, 'memberId'));
  const downline = state.members.get(toId);
  if (!downline || downline.parentId !== member.id) {
    throw badRequest('contract.downline.invalid', 'Contracts can be offered only to a direct downline');
  }
  const open = state.agents.contracts.find(
    (c) => c.kind === kind && c.fromId === member.id && c.toId === toId && c.status === 'PENDING',
  );
  if (open) throw badRequest('contract.pending.exists', 'This member already has an offer waiting');
  const rate = numberField(body, 'rate', kind !== 'REALTIME_SALARY') ?? 0;
  if (rate > 100) throw badRequest('contract.field.invalid', 'rate must be at most 100');
  const money = (name: string) => {
    const value = numberField(body, name, false);
    return value === undefined ? undefined : cents(String(value));
  };
  const period = (field(body, 'period') || 'DAILY').toUpperCase() as Contract['period'];
  if (kind !== 'REALTIME_SALARY' && !PERIODS.includes(period)) {
    throw badRequest('contract.field.invalid', 'period must be DAILY, WEEKLY, SEMIMONTHLY or MONTHLY');
  }
  const contract: Contract = {
    contractId: state.agents.nextContractId++,
    kind,
    fromId: member.id,
    toId,
    status: 'PENDING',
    requestKind: 'NEW',
    period: kind === 'REALTIME_SALARY' ? 'REALTIME' : period,
    tiers: [
      {
        periodValidBetCents: money('periodValidBet'),
        periodProfitLossCents: money('periodProfitLoss'),
        activeMembers: numberField(body, 'activeMembers', false),
        dailyBetCents: money('dailyBet'),
        hourlyBetCents: money('hourlyBet'),
        rate,
      },
    ],
    realtime:
      kind === 'REALTIME_SALARY'
        ? {
            profitRate: numberField(body, 'profitRate', true) ?? 0,
            lossRate: numberField(body, 'lossRate', true) ?? 0,
            singleBetRate: numberField(body, 'singleBetRate', true) ?? 0,
            minBetCents: money('minBet') ?? 0,
            minActiveMembers: numberField(body, 'minActiveMembers', false) ?? 0,
          }
        : undefined,
    createdMs: mockNow(state),
  };
  state.agents.contracts.push(contract);
  emitLiveEvent(state, toId, 'contractOffer');
  return { contractId: contract.contractId, status: contract.status, endedContracts: [] as number[] };
}

function contractFor(
  state: MockState,
  member: Member,
  kind: ContractKind,
  body: CallContext['body'],
  side: 'to' | 'from',
) {
  const id = Number(field(body, 'contractId'));
  const contract = state.agents.contracts.find((c) => c.contractId === id && c.kind === kind);
  const mine = contract && (side === 'to' ? contract.toId : contract.fromId) === member.id;
  if (!contract || !mine) throw badRequest('contract.not.found', 'This contract was not found');
  return contract;
}

function answer(
  state: MockState,
  member: Member,
  kind: ContractKind,
  body: CallContext['body'],
  accept: boolean,
) {
  const contract = contractFor(state, member, kind, body, 'to');
  if (contract.status !== 'PENDING') {
    throw badRequest('contract.already.answered', 'This request has already been answered');
  }
  const ended: number[] = [];
  if (contract.requestKind === 'TERMINATION') {
    contract.status = accept ? 'TERMINATED' : 'ACTIVE';
    contract.requestKind = accept ? 'TERMINATION' : 'NEW';
  } else if (!accept) {
    contract.status = 'REJECTED';
  } else {
    for (const lower of contractsEndedBy(state, contract)) {
      lower.status = 'TERMINATED';
      ended.push(lower.contractId);
    }
    // The new contract replaces any earlier one of its kind between the same two.
    for (const old of state.agents.contracts) {
      if (old !== contract && old.kind === kind && old.toId === member.id && inForce(old)) {
        old.status = 'TERMINATED';
      }
    }
    contract.status = 'ACTIVE';
  }
  return { contractId: contract.contractId, status: contract.status, endedContracts: ended };
}

function terminate(state: MockState, member: Member, kind: ContractKind, body: CallContext['body']) {
  const contract = contractFor(state, member, kind, body, 'from');
  if (contract.status !== 'ACTIVE') {
    throw badRequest('contract.not.active', 'Only an active contract can be terminated');
  }
  contract.status = 'PENDING';
  contract.requestKind = 'TERMINATION';
  emitLiveEvent(state, contract.toId, 'contractOffer');
  return { contractId: contract.contractId, status: contract.status, endedContracts: [] as number[] };
}

function contractCall(kind: ContractKind) {
  return ({ state, member, body, query }: MemberContext) => {
    // Offering and ending are an agent's; any real member who received a contract may read and answer it.
    refuseTrial(member);
    // GET calls carry their fields in the query, POST calls in the body: one reading for both.
    const fields = { ...Object.fromEntries(query.entries()), ...body };
    const action = field(fields, 'action') || 'list';
    if (action === 'list') return listOf(state, member, kind);
    if (action === 'offer' || action === 'terminate') requireAgent(member);
    if (action === 'offer') return offer(state, member, kind, fields);
    if (action === 'accept' || action === 'reject')
      return answer(state, member, kind, fields, action === 'accept');
    if (action === 'terminate') return terminate(state, member, kind, fields);
    throw badRequest('contract.action.invalid', 'action must be list, offer, accept, reject or terminate');
  };
}

export const agentContractHandlers = callGroup(
  handle(dividendContract, contractCall('DIVIDEND')),
  handle(dailySalaryContract, contractCall('DAILY_SALARY')),
  handle(hourlySalaryContract, contractCall('HOURLY_SALARY')),
  // The real-time salary's own site flag switches the call off, as before.
  handle(realtimeSalaryContract, contractCall('REALTIME_SALARY'), { flag: 'RTSALARY3' }),
);
