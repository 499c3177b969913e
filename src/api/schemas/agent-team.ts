import * as z from 'zod/mini';
import { amount, flag, text } from './common';

/**
 * Account registration and team management: our design (spec 2 shows none of it), documented in
 * mocks/README.md (Agent centre: registration and team management). Loaded with the first call that needs it.
 */

export const downline = z.object({
  account: text,
  nickname: z._default(text, ''),
  accountType: z._default(text, 'PLAYER'),
  parentAccount: z._default(text, ''),
  direct: z._default(flag, false),
  teamSize: z._default(amount, 0),
  balance: z._default(amount, 0),
  regDate: z._default(text, ''),
  lastLogin: z.nullish(z.string()),
  status: z._default(text, 'NORMAL'),
});
export type Downline = z.infer<typeof downline>;

const pathStep = z.object({ account: text, nickname: z._default(text, '') });

export const teamMembers = z.object({
  parentAccount: text,
  path: z._default(z.array(pathStep), []),
  members: z._default(z.array(downline), []),
});
export type TeamMembers = z.infer<typeof teamMembers>;

export const downlineTransfer = z.object({
  referenceNo: text,
  amount,
  account: text,
  balance: amount,
  downlineBalance: amount,
});
export type DownlineTransfer = z.infer<typeof downlineTransfer>;
