import { endpoint, relay, renamedRelay } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';
import { sendContract } from './send-contract';

/**
 * The daily salary contract (product rules: consolidated data and contracts, `wage`): the seeds'
 * `MCS2_processDailySalContract` by GET, the member centre's `MCSFE_processDailySalaryContract` by POST
 * (decision 057, 065). The fields and answer are our design.
 */
export const dailySalaryContract = endpoint({
  name: 'dailySalaryContract',
  method: 'GET',
  ...renamedRelay({
    seeds: { link: relay('MCS2_processDailySalContract'), moduleId: 'DAILYSALCONT3', method: 'GET' },
    platform: {
      link: relay('MCSFE_processDailySalaryContract'),
      moduleId: 'DAILYSALCONT3',
      method: 'POST',
    },
  }),
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @~9,000; 70542479384 @~981,500',
  response: contractAnswer,
});

export function askDailySalaryContract(
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  return sendContract(dailySalaryContract, fields, signal);
}
