import { type CallContext } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { contractsEndedBy, simulate, topRate } from './contracts';
import type { Contract, ContractKind, ContractTier } from './agents';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { emitLiveEvent } from '../live-events/live-events';
import { isTrial, type Member } from '../members/members';
import type { MockState } from '../../state/mock-state';

// The contracts as the contract calls show them, and a new offer (designed, see mocks/README.md "Agent
// contracts"): shared by every kind's call and the real-time salary's own calls (./contract-realtime.ts).

const reais = (cents: number): number => cents / 100;
const cents = (text: string): number => Math.round(Number(text) * 100);
const PERIODS: readonly Contract['period'][] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];

export function accountOf(state: MockState, id: number | null): string {
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

export function contractView(state: MockState, contract: Contract, withSimulation: boolean) {
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

export function listOf(state: MockState, member: Member, kind: ContractKind) {
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

export function offer(state: MockState, member: Member, kind: ContractKind, body: CallContext['body']) {
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
