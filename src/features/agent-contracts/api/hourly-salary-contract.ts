import { endpoint, relay, renamedRelay } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';
import { sendContract } from './send-contract';

/**
 * The hourly salary contract (product rules: consolidated data and contracts, `hourSalary`): the seeds'
 * `MCS2_processContractHourSalary` and the member centre's `MCSFE_processContractHourSalary`, both by POST
 * (decision 057, 065). The fields and answer are our design.
 */
export const hourlySalaryContract = endpoint({
  name: 'hourlySalaryContract',
  method: 'POST',
  ...renamedRelay({
    seeds: { link: relay('MCS2_processContractHourSalary'), moduleId: 'HOURSAL3', method: 'POST' },
    platform: { link: relay('MCSFE_processContractHourSalary'), moduleId: 'HOURSAL3', method: 'POST' },
  }),
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @~9,000; 70542479384 @~981,500',
  response: contractAnswer,
});

export function askHourlySalaryContract(
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  return sendContract(hourlySalaryContract, fields, signal);
}
