import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { amount, text } from '@/api/schemas/common';

/**
 * The member centre's transfer to the upline: sealed, by PUT, no module id (spec 5, 2.9: `upLineTransfer`).
 * Its caller's page is not among the sources: the body `{amount, withdrawPassword}` and the answer are ours
 * (mocks/README.md, "Transfer to upline").
 */
export const transferUpline = endpoint({
  name: 'transferUpline',
  link: '/wps/member/transferUpline',
  moduleId: null,
  method: 'PUT',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '70542479384 @~876,000',
  response: z.object({
    referenceNo: text,
    amount,
    uplineAccount: text,
    uplineName: text,
    balance: z.nullish(amount),
  }),
});
export type UplineTransfer = z.infer<typeof transferUpline.response>;

/** The amount in reais, two decimals at most. */
export function submitUplineTransfer(transfer: {
  amount: number;
  withdrawPassword: string;
}): Promise<UplineTransfer> {
  return request(transferUpline, { data: transfer });
}
