import { endpoint, relay, renamedRelay } from '@/api';
import { contractAnswer, type ContractAnswer, type ContractFields } from './contract-answer';
import { sendContract } from './send-contract';

/**
 * The dividend contract (product rules: consolidated data and contracts, `participation`): the seeds'
 * `MCS2_processDividendReq` by GET, the member centre's `MCSFE_processContractDividend` (its agreeContract)
 * by POST (decision 057, 065). The fields and answer are our design.
 */
export const dividendContract = endpoint({
  name: 'dividendContract',
  method: 'GET',
  ...renamedRelay({
    seeds: { link: relay('MCS2_processDividendReq'), moduleId: 'SIGNCONDIV3', method: 'GET' },
    platform: { link: relay('MCSFE_processContractDividend'), moduleId: 'SIGNCONDIV3', method: 'POST' },
  }),
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @~9,000',
  response: contractAnswer,
});

export function askDividendContract(fields: ContractFields, signal?: AbortSignal): Promise<ContractAnswer> {
  return sendContract(dividendContract, fields, signal);
}
