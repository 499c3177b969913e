import * as z from 'zod/mini';
import { flag, id } from './common';

// What the login, registration and SMS-code calls answer: apart from the member's own answers (member.ts),
// so the login popup does not carry those.

export const loginResult = z.object({
  token: z.string().check(z.minLength(1)),
  id: z.optional(id),
  firstTimeLogin: z._default(flag, false),
  passwordExpired: z._default(flag, false),
});
export type LoginResult = z.infer<typeof loginResult>;

export const smsCodeSent = z.pipe(
  z.nullish(z.object({ expiredMinutes: z.optional(z.coerce.number()) })),
  z.transform((v) => ({ expiredMinutes: v?.expiredMinutes ?? 1 })),
);
