import * as z from 'zod/mini';
import { amount, flag, id, text } from './common';

export const loginResult = z.object({
  token: z.string().check(z.minLength(1)),
  id: z.optional(id),
  firstTimeLogin: z._default(flag, false),
  passwordExpired: z._default(flag, false),
});
export type LoginResult = z.infer<typeof loginResult>;

export const memberInfo = z.object({
  id,
  account: text,
  nickname: text,
  type: z.coerce.number(),
  clubLabel: z.nullish(z.object({ labelName: text })),
  regDate: z.nullish(z.number()),
  mobile: z.nullish(z.string()),
  email: z.nullish(z.string()),
  // My account's profile and security (our design, mocks/README.md): absent from builds without them.
  countryDialingCode: z.nullish(z.string()),
  realName: z.nullish(z.string()),
  birthday: z.nullish(z.string()),
  whatsapp: z.nullish(z.string()),
  telegram: z.nullish(z.string()),
  facebook: z.nullish(z.string()),
  line: z.nullish(z.string()),
  wechat: z.nullish(z.string()),
  qqNum: z.nullish(text),
  zalo: z.nullish(z.string()),
  hasWithdrawPassword: z.nullish(flag),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const balance = z.object({
  sumBalance: amount,
  balance: z._default(
    z.array(
      // walletName: the mock's designed name of a game wallet (mocks/README.md); absent, the page names it.
      z.object({ accountTypeId: id, availBalance: amount, walletName: z.nullish(z.string()) }),
    ),
    [],
  ),
  currency: z._default(z.string(), ''),
  currencySymbol: z._default(z.string(), ''),
});
export type Balance = z.infer<typeof balance>;

export const smsCodeSent = z.pipe(
  z.nullish(z.object({ expiredMinutes: z.optional(z.coerce.number()) })),
  z.transform((v) => ({ expiredMinutes: v?.expiredMinutes ?? 1 })),
);

export const registered = z.object({ customerId: z.optional(id), token: z.optional(z.string()) });
