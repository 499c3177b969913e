import { endpoint, relay, request } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';

/** The hourly salary contract (product rules: consolidated data and contracts, `hourSalary`): POST, its fields in the body. */
export const hourlySalaryContract = endpoint({
  name: 'hourlySalaryContract',
  link: relay('MCS2_processContractHourSalary'),
  moduleId: 'HOURSAL3',
  method: 'POST',
  token: 'required',
  source: 'reference',
  response: contractAnswer,
});

export function askHourlySalaryContract(
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  return request(hourlySalaryContract, { data: fields, signal });
}
