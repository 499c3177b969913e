import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';

/**
 * The withdrawal: `POST /wps/v2/transaction/withdraw`, sealed, no module id, `{check: "v2", amount,
 * bankCardId, password}` with `verificationCode` where the SMS rule asks (spec 5 2.5: 70542479384
 * @~796,000; 71034253453 @0-16,000). The member centre reads nothing of a success but a VIP site's
 * `redirectUrl`; the portal says what it sent.
 */
export const withdraw = endpoint({
  name: 'withdraw',
  link: '/wps/v2/transaction/withdraw',
  moduleId: null,
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '70542479384 @~796,000; 71034253453 @0; 71034253453 @~54,000; 70714992938',
  response: z.unknown(),
});

/**
 * `POST GCS_walletReturn {customerId}`: on a single-wallet site the game balances come back to the main
 * wallet before a withdrawal (71034253453 @~54,000).
 */
export const walletReturn = endpoint({
  name: 'walletReturn',
  link: relay('GCS_walletReturn'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '71034253453 @~54,000; 70542479384 @~704,500',
  response: z.unknown(),
});

/** The member centre tries the return three times before it gives up and reads the balance anyway. */
export const WALLET_RETURN_TRIES = 3;

export async function returnGameBalances(customerId: string): Promise<void> {
  for (let attempt = 1; attempt <= WALLET_RETURN_TRIES; attempt += 1) {
    try {
      await request(walletReturn, { data: { customerId } });
      return;
    } catch {
      // The next try, or the balance as it stands: the withdraw call checks the amount itself.
    }
  }
}

export interface WithdrawRequest {
  /** In reais, two decimals at most. */
  amount: number;
  bankCardId: string;
  /** Empty where the site withdraws without a password (WDRAWNOPASSVERIF3). */
  password: string;
  verificationCode?: string;
}

export function requestWithdrawal(input: WithdrawRequest): Promise<unknown> {
  const data: Record<string, unknown> = {
    check: 'v2',
    amount: input.amount,
    bankCardId: input.bankCardId,
    password: input.password,
  };
  if (input.verificationCode) data.verificationCode = input.verificationCode;
  return request(withdraw, { data });
}
