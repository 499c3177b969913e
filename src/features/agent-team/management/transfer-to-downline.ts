import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';

/** The amount in reais from the agent's main wallet to a direct downline's (our design, encrypted). */
export const transferToDownline = endpoint({
  name: 'transferToDownline',
  link: relay('passwordCheck/MCS2_transferToDownline'),
  moduleId: 'AGENT3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'ours',
  response: z.object({
    referenceNo: text,
    amount,
    account: text,
    balance: amount,
    downlineBalance: amount,
  }),
});
export type DownlineTransfer = z.infer<typeof transferToDownline.response>;

export function sendDownlineTransfer(transfer: {
  account: string;
  amount: number;
  withdrawPassword: string;
}): Promise<DownlineTransfer> {
  return request(transferToDownline, { data: transfer });
}
