import { endpoint, relay, request } from '@/api';
import { withdrawalShape, type Withdrawal } from '@/core/money-shapes';

export type { Withdrawal } from '@/core/money-shapes';

/** The amount leaves the main wallet at once; sealed, as it carries the withdraw password (our design). */
export const withdraw = endpoint({
  name: 'withdraw',
  link: relay('passwordCheck/PAYFE_withdraw'),
  moduleId: 'WITHDRAW3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'ours',
  response: withdrawalShape,
});

export interface WithdrawRequest {
  /** In reais, two decimals at most. */
  amount: number;
  bankAccountId: string;
  withdrawPassword: string;
}

export function requestWithdrawal(input: WithdrawRequest): Promise<Withdrawal> {
  return request(withdraw, {
    data: {
      amount: input.amount,
      bankAccountId: Number(input.bankAccountId),
      withdrawPassword: input.withdrawPassword,
    },
  });
}
