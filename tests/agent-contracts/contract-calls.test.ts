import type { Endpoint } from '@/api';
import { env } from '@/config/env';
import { dailySalaryContract } from '@/features/agent-contracts/api/daily-salary-contract';
import { dividendContract } from '@/features/agent-contracts/api/dividend-contract';
import { hourlySalaryContract } from '@/features/agent-contracts/api/hourly-salary-contract';
import { realtimeSalaryContract } from '@/features/agent-contracts/api/realtime-salary-contract';
import { assignRealtimeSalaryContract } from '@/features/agent-contracts/api/realtime-salary-assign';
import { realtimeSalaryInfo } from '@/features/agent-contracts/api/realtime-salary-info';
import { loginToken } from '../test-utils';
import { advanceMockClock } from '../support/mock-clock';

/** One contract call of the mock as the account with this token: GET fields in the query, POST in the body. */
async function ask(call: Endpoint, token: string, fields: Record<string, string>, method: 'GET' | 'POST') {
  expect(call.method).toBe(method);
  const headers = {
    Authorization: token,
    Merchant: env.VITE_MERCHANT_CODE,
    ModuleId: call.moduleId ?? '',
    'Content-Type': 'application/json',
  };
  const path = call.link;
  const url = method === 'GET' ? `${path}?${new URLSearchParams(fields).toString()}` : path;
  const response = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(fields) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read loosely here
  return (await response.json()) as { success: boolean; value?: any; errorCode?: string };
}

const dividend = dividendContract;
const daily = dailySalaryContract;
const realtime = realtimeSalaryContract;

describe('the mock contract calls', () => {
  it("list agent02's pending 25% dividend with its simulation and the 30% contract it would end", async () => {
    const token = await loginToken('agent02', 'Agent#2026');
    const list = await ask(dividend, token, { action: 'list' }, 'GET');
    expect(list.success).toBe(true);
    const offer = list.value.received[0];
    expect(offer).toMatchObject({ contractId: 2, status: 'PENDING', rate: 25, fromAccount: 'agent01' });
    expect(offer.simulation).toMatchObject({ rate: expect.any(Number), payout: expect.any(Number) });
    expect(offer.endsContracts).toEqual([{ contractId: 1, toAccount: 'sub01', rate: 30 }]);
    expect(list.value.given[0]).toMatchObject({ contractId: 1, toAccount: 'sub01', status: 'ACTIVE' });

    const accepted = await ask(dividend, token, { action: 'accept', contractId: '2' }, 'GET');
    expect(accepted.value).toEqual({ contractId: 2, status: 'ACTIVE', endedContracts: [1] });
    const after = await ask(dividend, token, { action: 'list' }, 'GET');
    expect(after.value.given[0]).toMatchObject({ contractId: 1, status: 'TERMINATED' });
    const again = await ask(dividend, token, { action: 'accept', contractId: '2' }, 'GET');
    expect(again).toMatchObject({ success: false, errorCode: 'contract.already.answered' });
  });

  it('let agent01 offer a daily salary to a direct downline only, once until answered', async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    const fields = { action: 'offer', memberId: '20010', period: 'DAILY', rate: '1.5', dailyBet: '100' };
    const offered = await ask(daily, token, fields, 'GET');
    expect(offered.value).toMatchObject({ status: 'PENDING' });
    expect((await ask(daily, token, fields, 'GET')).errorCode).toBe('contract.pending.exists');
    const notMine = await ask(daily, token, { ...fields, memberId: '20011' }, 'GET');
    expect(notMine.errorCode).toBe('contract.downline.invalid');
    const agent02 = await loginToken('agent02', 'Agent#2026');
    const list = await ask(daily, agent02, { action: 'list' }, 'GET');
    expect(list.value.received[0]).toMatchObject({ fromAccount: 'agent01', rate: 1.5, status: 'PENDING' });
    const rejected = await ask(
      daily,
      agent02,
      { action: 'reject', contractId: String(offered.value.contractId) },
      'GET',
    );
    expect(rejected.value.status).toBe('REJECTED');
  });

  it("pays agent01's real-time salary every 5 minutes of the mock clock", async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    const { contractPayoutsOf } = await import('../../mocks/domains/agent/contracts');
    const { getState } = await import('../../mocks/state/store');
    const wallet = () => getState().members.get(20001)!.balances[0]!.cents;
    const before = wallet();
    expect(contractPayoutsOf(getState().contractPayouts, 20001)).toEqual([]);
    await advanceMockClock(5);
    const payouts = contractPayoutsOf(getState().contractPayouts, 20001);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ contractId: 3, kind: 'REALTIME_SALARY' });
    expect(payouts[0]!.amountCents).toBeGreaterThan(0);
    expect(wallet()).toBe(before + payouts[0]!.amountCents);
    const info = await ask(realtimeSalaryInfo, token, {}, 'GET');
    expect(info.value.received[0]).toMatchObject({ fromAccount: '', status: 'ACTIVE' });
    // Its process call answers and ends contracts only: the list and a new one have calls of their own.
    const list = await ask(realtime, token, { action: 'list' }, 'POST');
    expect(list.errorCode).toBe('contract.action.invalid');
  });

  it('end a contract only when its receiver agrees to the termination', async () => {
    const agent02 = await loginToken('agent02', 'Agent#2026');
    const asked = await ask(dividend, agent02, { action: 'terminate', contractId: '1' }, 'GET');
    expect(asked.value).toMatchObject({ contractId: 1, status: 'PENDING' });
    const again = await ask(dividend, agent02, { action: 'terminate', contractId: '1' }, 'GET');
    expect(again.errorCode).toBe('contract.not.active');
    const sub01 = await loginToken('sub01', 'Team#2026');
    expect((await ask(dividend, sub01, { action: 'offer', memberId: '20010' }, 'GET')).errorCode).toBe(
      'agent.only',
    );
    const list = await ask(dividend, sub01, { action: 'list' }, 'GET');
    expect(list.value.received[0]).toMatchObject({ contractId: 1, requestKind: 'TERMINATION' });
    const ended = await ask(dividend, sub01, { action: 'accept', contractId: '1' }, 'GET');
    expect(ended.value).toEqual({ contractId: 1, status: 'TERMINATED', endedContracts: [] });
  });

  it('refuse an unknown action and a rate over 100', async () => {
    const agent01 = await loginToken('agent01', 'Agent#2026');
    expect((await ask(dividend, agent01, { action: 'sign' }, 'GET')).errorCode).toBe(
      'contract.action.invalid',
    );
    const over = await ask(dividend, agent01, { action: 'offer', memberId: '20002', rate: '101' }, 'GET');
    expect(over.errorCode).toBe('contract.field.invalid');
  });

  it("tell the downline's open sockets of an offer, and the receiver's of a payout", async () => {
    const { addLiveListener } = await import('../../mocks/domains/live-events/live-events');
    const { getState } = await import('../../mocks/state/store');
    const heard: string[] = [];
    const typeOf = (data: string) => (JSON.parse(data) as { type: string }).type;
    addLiveListener(getState().liveListeners, 20010, {
      send: (data) => heard.push(`agent02 ${typeOf(data)}`),
    });
    addLiveListener(getState().liveListeners, 20001, {
      send: (data) => heard.push(`agent01 ${typeOf(data)}`),
    });
    const agent01 = await loginToken('agent01', 'Agent#2026');
    const fields = { customerId: '20010', profitRate: '1', lossRate: '1', singleBetRate: '1' };
    expect((await ask(assignRealtimeSalaryContract, agent01, fields, 'POST')).success).toBe(true);
    expect(heard).toEqual(['agent02 contractOffer']);
    await advanceMockClock(5);
    expect(heard).toEqual(['agent02 contractOffer', 'agent01 balance']);
  });

  it("pays an accepted daily salary the next day, on the finished day's valid bets", async () => {
    const { contractPayoutsOf } = await import('../../mocks/domains/agent/contracts');
    const { getState } = await import('../../mocks/state/store');
    const agent01 = await loginToken('agent01', 'Agent#2026');
    const fields = { action: 'offer', memberId: '20010', period: 'DAILY', rate: '2', dailyBet: '1' };
    const offered = await ask(daily, agent01, fields, 'GET');
    const agent02 = await loginToken('agent02', 'Agent#2026');
    const contractId = String(offered.value.contractId);
    expect((await ask(daily, agent02, { action: 'accept', contractId }, 'GET')).value.status).toBe('ACTIVE');
    // The seed clock is 12:00: nothing is paid until midnight, then the 1st is paid once.
    await advanceMockClock(11 * 60);
    expect(contractPayoutsOf(getState().contractPayouts, 20010)).toEqual([]);
    await advanceMockClock(60);
    const paid = contractPayoutsOf(getState().contractPayouts, 20010);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ kind: 'DAILY_SALARY', settled: '2026-11-01' });
    expect(paid[0]!.amountCents).toBeGreaterThan(0);
  });

  it("answer each kind under the reference's module id only, the hourly one in the body", async () => {
    const token = await loginToken('agent02', 'Agent#2026');
    const hourly = await ask(hourlySalaryContract, token, { action: 'list' }, 'POST');
    expect(hourly).toMatchObject({ success: true, value: { kind: 'HOURLY_SALARY' } });
    for (const call of [
      dividendContract,
      dailySalaryContract,
      hourlySalaryContract,
      realtimeSalaryContract,
    ]) {
      const old = await ask({ ...call, moduleId: 'COMM3' }, token, { action: 'list' }, call.method as 'GET');
      expect(old.errorCode).toBe('gateway.module.invalid');
    }
  });
});
