import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { contract, type ContractAnswer } from './contract-answer';

/**
 * The member's real-time salary contracts: the one it received (from its upline or the site) and those it
 * gave (the member centre's realTimeCurrentDailySalary, a GET; its params and answer are not shown, so both
 * are our design: no params, `{ received, given }` of the contract shape).
 */
export const realtimeSalaryInfo = endpoint({
  name: 'realtimeSalaryInfo',
  link: relay('MCSFE_getRealTimeSalaryContractInfo'),
  moduleId: 'RTSALARY3',
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~981,500',
  response: z.object({
    received: z._default(z.array(contract), []),
    given: z._default(z.array(contract), []),
  }),
});

/**
 * The direct downline a real-time salary contract can be given to (the member centre's
 * getContractSalaryCustomer, a GET; answer ours: `{ list: [{ customerId, account }] }`).
 */
export const contractSalaryCustomers = endpoint({
  name: 'contractSalaryCustomers',
  link: relay('MCSFE_getContractSalaryCustomer'),
  moduleId: 'RTSALARY3',
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~981,500',
  response: z.object({
    list: z._default(z.array(z.object({ customerId: amount, account: text })), []),
  }),
});

/** The page's list, in the shape every contract kind's page reads: both calls at once. */
export async function readRealtimeSalaryContracts(signal?: AbortSignal): Promise<ContractAnswer> {
  const [info, customers] = await Promise.all([
    request(realtimeSalaryInfo, { signal }),
    request(contractSalaryCustomers, { signal }),
  ]);
  return {
    ...info,
    downlines: customers.list.map((c) => ({ memberId: c.customerId, account: c.account })),
    endedContracts: [],
  };
}
