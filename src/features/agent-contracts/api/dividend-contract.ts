import { endpoint, relay, request } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';

/** The dividend contract (product rules: consolidated data and contracts, `participation`): GET, its fields in the query. */
export const dividendContract = endpoint({
  name: 'dividendContract',
  link: relay('MCS2_processDividendReq'),
  moduleId: 'SIGNCONDIV3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: contractAnswer,
});

export function askDividendContract(fields: ContractFields, signal?: AbortSignal): Promise<ContractAnswer> {
  return request(dividendContract, { params: fields, signal });
}
