import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { serverNow } from '@/api/server-clock';

/**
 * What an SMS code proves, as the member centre's `optionSmsConfig[<action>]` sends it in `operationType`
 * (spec 5 2.2 and notes @~40,000). The sources show only 5 (a mobile bound after registration); the other
 * numbers are our design (docs/protocol.md), one place to change them against a real site.
 */
export const smsOperations = {
  bindMobile: 5,
  withdraw: 6,
  bindBankCard: 7,
  deleteBankCard: 8,
  withdrawPassword: 9,
} as const;
export type SmsOperation = keyof typeof smsOperations;

/** `value.expirationTime`, the code's end as a ms timestamp (a null value: a minute, as the member centre counts). */
const codeSent = z.pipe(
  z.nullish(z.object({ expirationTime: z.optional(z.nullish(z.coerce.number())) })),
  z.transform((v) => ({ expirationTime: v?.expirationTime ?? null })),
);

/** A code to a number the member types (no verified mobile yet): `{mobileNum, operationType, countryDialingCode}`. */
export const sendSmsCode = endpoint({
  name: 'sendSmsCode',
  link: '/wps/v2/verification/sms/send',
  moduleId: 'VERIFICATION3',
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '54500935725 @8,771; 57106593362 @23,422; 71483373076',
  response: codeSent,
});

/** A code to the member's verified mobile, which the server knows: `mobileNum` goes empty. */
export const sendVerifiedSmsCode = endpoint({
  name: 'sendVerifiedSmsCode',
  link: '/wps/v2/verification/sms/send-verified',
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '71034253453 @~40,000; 71483373076',
  response: codeSent,
});

export interface SmsTarget {
  /** The member's dialing code (member info's `countryDialingCode`), or the one chosen beside a typed number. */
  countryDialingCode: string;
  /** A typed number; absent when the code goes to the member's verified mobile. */
  mobileNum?: string;
}

/** A code sent: how many seconds until another may be asked for, counted from the server's end time. */
export async function sendActionSmsCode(operation: SmsOperation, target: SmsTarget): Promise<number> {
  const data = {
    countryDialingCode: target.countryDialingCode,
    mobileNum: target.mobileNum ?? '',
    operationType: smsOperations[operation],
  };
  const { expirationTime } = await request(target.mobileNum ? sendSmsCode : sendVerifiedSmsCode, { data });
  if (expirationTime === null) return 60;
  return Math.max(1, Math.round((expirationTime - serverNow()) / 1000));
}
