import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';

/** Sealed, as it carries the withdraw password (our design, mocks/README.md). */
export const transferToUpline = endpoint({
  name: 'transferToUpline',
  link: relay('passwordCheck/MCS2_transferToUpline'),
  moduleId: 'FUNDTRANS3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'ours',
  response: z.object({
    referenceNo: text,
    amount,
    uplineAccount: text,
    uplineName: text,
    balance: z.nullish(amount),
  }),
});
export type UplineTransfer = z.infer<typeof transferToUpline.response>;

/** The amount in reais, two decimals at most. */
export function submitUplineTransfer(transfer: {
  amount: number;
  withdrawPassword: string;
}): Promise<UplineTransfer> {
  return request(transferToUpline, { data: transfer });
}
