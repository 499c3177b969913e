import { endpoint, request } from '@/api';
// The wallet transfer answers the same shape: it stays with the shared schemas.
import { balance as balanceAnswer } from '@/api/schemas/member';

/**
 * The member's wallets. The reference catalogue lists the call (`balance`, COMM3, token); the answer is read
 * as the platform's own clients read it (spec 5, 2.3: 70779503151, 70542479384): `sumBalance`, the lines
 * (a list or an object), the currency with its symbol and place. Its query is in balance-query.ts, which a
 * visitor's first screen carries without this module and its schema.
 */
export const balance = endpoint({
  name: 'balance',
  link: '/wps/v2/wallets/balance',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: balanceAnswer,
});

export const fetchBalance = (signal?: AbortSignal) => request(balance, { params: { typeId: 0 }, signal });
