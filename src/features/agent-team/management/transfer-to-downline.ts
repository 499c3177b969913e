import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';

/**
 * What a transfer to or from a downline answers: the reference, the amount in reais, the downline and both
 * balances after it. The member centre's page that reads it is not among the sources, so this is our design
 * (mocks/README.md, "Agent centre: registration and team management").
 */
const downlineMove = z.object({
  referenceNo: text,
  amount,
  account: text,
  balance: amount,
  downlineBalance: amount,
});
export type DownlineMove = z.infer<typeof downlineMove>;

/**
 * From the agent's main wallet to a direct downline's: the member centre's agent service sends it sealed, by
 * PUT, with no module id (spec 5, 2.9: `transToDownload`). The service passes its caller's data through and
 * the calling page is not among the sources: the body `{customerName, amount, withdrawPassword}` is ours.
 */
export const transferDownline = endpoint({
  name: 'transferDownline',
  link: '/wps/agent/transferDownline',
  moduleId: null,
  method: 'PUT',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '70542479384 @~225,500; 24800769821',
  response: downlineMove,
});

/**
 * From a direct downline's main wallet back to the agent's (`downlineCashOut` in the same service, sealed
 * POST behind the password check). The body is the transfer's, ours as above.
 */
export const collectFromDownline = endpoint({
  name: 'collectFromDownline',
  link: relay('passwordCheck/MCSFE_collectFromDownline'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '70542479384 @~225,500',
  response: downlineMove,
});

/** Which way the money goes between the agent and one direct downline. */
export type Direction = 'send' | 'collect';

export interface DownlineMoveInput {
  account: string;
  /** In reais, two decimals at most. */
  amount: number;
  withdrawPassword: string;
}

export function sendDownlineMove(direction: Direction, move: DownlineMoveInput): Promise<DownlineMove> {
  return request(direction === 'send' ? transferDownline : collectFromDownline, {
    data: { customerName: move.account, amount: move.amount, withdrawPassword: move.withdrawPassword },
  });
}
