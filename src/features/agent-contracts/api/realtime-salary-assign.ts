import { endpoint, relay, request } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';

/**
 * A real-time salary contract given to a direct downline (the member centre's applyRealTimeContractDailySal,
 * a POST of the form's data). Its fields are our design: `customerId`, `profitRate`, `lossRate`,
 * `singleBetRate`, `minBet`, `minActiveMembers`; it answers `{ contractId, status }`.
 */
export const assignRealtimeSalaryContract = endpoint({
  name: 'assignRealtimeSalaryContract',
  link: relay('MCSFE_assignRealTimeSalaryContract'),
  moduleId: 'RTSALARY3',
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~981,500',
  response: contractAnswer,
});

export function assignRealtimeSalary(fields: ContractFields, signal?: AbortSignal): Promise<ContractAnswer> {
  return request(assignRealtimeSalaryContract, { data: fields, signal });
}
