import { endpoint, relay, request } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';

/** The daily salary contract (product rules: consolidated data and contracts, `wage`): GET, its fields in the query. */
export const dailySalaryContract = endpoint({
  name: 'dailySalaryContract',
  link: relay('MCS2_processDailySalContract'),
  moduleId: 'DAILYSALCONT3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: contractAnswer,
});

export function askDailySalaryContract(
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  return request(dailySalaryContract, { params: fields, signal });
}
