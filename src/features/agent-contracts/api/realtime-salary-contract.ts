import { endpoint, relay, request } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';

/**
 * The real-time salary contract: in the reference's catalogue (POST) though no visible caller uses it;
 * its fields in the body like the hourly one's.
 */
export const realtimeSalaryContract = endpoint({
  name: 'realtimeSalaryContract',
  link: relay('MCSFE_processRealTimeSalaryContract'),
  moduleId: 'RTSALARY3',
  method: 'POST',
  token: 'required',
  source: 'reference',
  response: contractAnswer,
});

export function askRealtimeSalaryContract(
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  return request(realtimeSalaryContract, { data: fields, signal });
}
