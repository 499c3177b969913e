import { endpoint, relay } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';
import { assignRealtimeSalary } from './realtime-salary-assign';
import { readRealtimeSalaryContracts } from './realtime-salary-info';
import { sendContract } from './send-contract';

/**
 * The answer to a real-time salary contract (accept, reject) and the request to end one (terminate): the
 * member centre's processRealTimeDailySalContract, a POST (spec 5 3.8). Its fields are our design; the list is
 * the contract info call's and a new contract the assign call's (decision 065).
 */
export const realtimeSalaryContract = endpoint({
  name: 'realtimeSalaryContract',
  link: relay('MCSFE_processRealTimeSalaryContract'),
  moduleId: 'RTSALARY3',
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @~9,000; 70542479384 @~981,500',
  response: contractAnswer,
});

/** The real-time salary's actions, each by the member centre's call for it. */
export function askRealtimeSalaryContract(
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  const { action = 'list', memberId = '', ...rest } = fields;
  if (action === 'list') return readRealtimeSalaryContracts(signal);
  if (action === 'offer') return assignRealtimeSalary({ ...rest, customerId: memberId }, signal);
  return sendContract(realtimeSalaryContract, fields, signal);
}
