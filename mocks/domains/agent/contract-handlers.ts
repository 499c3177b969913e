import { dailySalaryContract } from '@/features/agent-contracts/api/daily-salary-contract';
import { dividendContract } from '@/features/agent-contracts/api/dividend-contract';
import { hourlySalaryContract } from '@/features/agent-contracts/api/hourly-salary-contract';
import { realtimeSalaryContract } from '@/features/agent-contracts/api/realtime-salary-contract';
import { callGroup, type CallContext, type MemberContext, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { contractsEndedBy, inForce } from './contracts';
import { listOf, offer } from './contract-book';
import type { ContractKind } from './agents';
import { emitLiveEvent } from '../live-events/live-events';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { requireAgent } from './agent-checks';
import { refuseTrial } from '../money/money-checks';
import { realtimeSalaryHandlers } from './contract-realtime';

// The four contract calls (designed, see mocks/README.md "Agent contracts"): one shape for all, an
// `action` of list, offer, accept, reject or terminate.

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

/**
 * The real-time salary's list and new contract have calls of their own (./contract-realtime.ts): its process
 * call answers, refuses and ends contracts only.
 */
const ownCalls: Partial<Record<ContractKind, readonly string[]>> = { REALTIME_SALARY: ['list', 'offer'] };

function contractCall(kind: ContractKind) {
  return ({ state, member, body, query }: MemberContext) => {
    // Offering and ending are an agent's; any real member who received a contract may read and answer it.
    refuseTrial(member);
    // GET calls carry their fields in the query, POST calls in the body: one reading for both.
    const fields = { ...Object.fromEntries(query.entries()), ...body };
    const action = field(fields, 'action') || 'list';
    if (ownCalls[kind]?.includes(action)) {
      throw badRequest('contract.action.invalid', 'action must be accept, reject or terminate');
    }
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
  realtimeSalaryHandlers,
);
