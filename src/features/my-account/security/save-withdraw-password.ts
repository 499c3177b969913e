import * as z from 'zod/mini';
import { endpoint, request } from '@/api';

/**
 * Sets the first withdraw password (proved by the login password) or changes it (by the old one): our
 * design (mocks/README.md, "My account"). Sealed by the client; nothing here keeps a password after the
 * call. It answers true; nothing else is read.
 */
export const saveWithdrawPassword = endpoint({
  name: 'saveWithdrawPassword',
  link: '/wps/member/password/withdraw',
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'ours',
  response: z.unknown(),
});

export interface WithdrawPasswordChange {
  loginPassword?: string;
  oldWithdrawPassword?: string;
  newWithdrawPassword: string;
  confirmNewWithdrawPassword: string;
}

export function submitWithdrawPassword(change: WithdrawPasswordChange): Promise<unknown> {
  return request(saveWithdrawPassword, { data: change });
}
