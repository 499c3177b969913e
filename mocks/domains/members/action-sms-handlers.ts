import { sendSmsCode, sendVerifiedSmsCode, smsOperations, type SmsOperation } from '@/core/api/sms-code';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { digitsOnly } from '../../protocol/inputs';
import type { MockState } from '../../state/mock-state';
import { mockNow } from '../clock/clock';
import { randomDigits } from '../../shared/prng';
import { refuseTrial } from '../money/money-checks';
import type { Member } from './members';
import { mobileToBind } from './mobile-to-bind';

// The SMS code of a money action (spec 5 2.2: /wps/v2/verification/sms/send and send-verified): six digits
// from the seeded generator, kept per number in smsCodes (tests read it at /__mock/sms/latest) with what it
// proves and until when in smsActions; good once, for its own operation only.

const CODE_LIFETIME_MS = 60_000;

const knownOperations = new Set<number>(Object.values(smsOperations));

function operationOf(body: Payload): number {
  const operationType = Number(field(body, 'operationType'));
  if (!knownOperations.has(operationType)) {
    throw badRequest('operation.type.invalid', 'Unknown verification operation');
  }
  return operationType;
}

function sendTo(state: MockState, mobile: string, operationType: number) {
  const expiresMs = mockNow(state) + CODE_LIFETIME_MS;
  state.smsCodes.set(mobile, randomDigits(state.rng, 6));
  state.smsActions.set(mobile, { operationType, expiresMs });
  return { expirationTime: expiresMs };
}

const sendTyped = handle(sendSmsCode, ({ state, member, body }) => {
  refuseTrial(member);
  const operationType = operationOf(body);
  // A number to bind is refused before any SMS goes to it (someone else's, or already the member's).
  if (operationType === smsOperations.bindMobile) {
    return sendTo(state, mobileToBind(state, member, body), operationType);
  }
  const mobile = digitsOnly(field(body, 'mobileNum'));
  if (mobile.length < 8 || mobile.length > 15) {
    throw badRequest('mobile.invalid', 'Invalid phone number format');
  }
  return sendTo(state, mobile, operationType);
});

const sendVerified = handle(sendVerifiedSmsCode, ({ state, member, body }) => {
  refuseTrial(member);
  const operationType = operationOf(body);
  if (!member.mobile) throw badRequest('mobile.not.verified', 'Bind and verify a mobile number first');
  return sendTo(state, member.mobile, operationType);
});

/**
 * Checks the code a money action carries (`verificationCode`) against the last one sent for that action to
 * `mobile` (the member's verified number when none is typed); a good code is used up.
 */
export function takeActionSmsCode(
  state: MockState,
  member: Member,
  operation: SmsOperation,
  code: string,
  mobile: string | null = member.mobile,
): void {
  if (code === '') throw badRequest('verification.code.required', 'Enter the SMS verification code');
  const sent = mobile ? state.smsActions.get(mobile) : undefined;
  const valid =
    mobile !== null &&
    sent !== undefined &&
    sent.operationType === smsOperations[operation] &&
    sent.expiresMs > mockNow(state) &&
    state.smsCodes.get(mobile) === code;
  if (!valid) throw badRequest('verification.code.invalid', 'The verification code is invalid or expired');
  state.smsCodes.delete(mobile);
  state.smsActions.delete(mobile);
}

export const actionSmsHandlers = callGroup(sendTyped, sendVerified);
