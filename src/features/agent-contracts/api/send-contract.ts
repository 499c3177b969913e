import { request, type Endpoint } from '@/api';
import type { ContractAnswer, ContractFields } from './contract-answer';

/**
 * A contract action by whichever method the build's relay family sends (decision 057): a GET carries the
 * fields in the query, a POST in the body.
 */
export function sendContract<E extends Endpoint>(
  call: E,
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  const payload = call.method === 'GET' ? { params: fields } : { data: fields };
  return request(call, { ...payload, signal }) as Promise<ContractAnswer>;
}
