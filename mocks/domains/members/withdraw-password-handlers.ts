import {
  changePaymentPassword,
  hasWithdrawalPassword,
  setPaymentPassword,
} from '@/features/my-account/security/save-withdraw-password';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest, MockFailure } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { refuseTrial } from '../money/money-checks';
import type { Member } from './members';
import { requiredField } from './security-checks';

// The withdraw (payment) password as the member centre's security service calls it (spec 5 2.5,
// 70542479384 @~627,500): has one (GET hasWithdrawalPassword: success = yes), set (PUT) and change (POST)
// on /wps/member/paymentPassword, both sealed. The bodies are our design (mocks/README.md, "My account"):
// the first one is proved by the login password, a change by the withdraw password it replaces.

/** The member centre's rule (regExp.paymentPassword default, spec 5 3.2 #26). */
const PAYMENT_PASSWORD = /^[a-zA-Z0-9]{6,15}$/;

function checkNew(member: Member, body: Payload): string {
  const next = field(body, 'paymentPassword');
  if (next === '') requiredField('The new withdraw password');
  if (!PAYMENT_PASSWORD.test(next)) {
    throw badRequest(
      'member.withdrawPassword.invalid',
      'The withdraw password must be 6 to 15 letters and digits',
    );
  }
  if (field(body, 'validatePaymentPassword') !== next) {
    throw badRequest('member.withdrawPassword.confirm.mismatch', 'The confirmation entry is incorrect');
  }
  if (next === member.withdrawPassword) {
    throw badRequest(
      'member.withdrawPassword.same',
      'The new withdraw password must differ from the old one',
    );
  }
  return next;
}

export const withdrawPasswordHandlers = callGroup(
  handle(hasWithdrawalPassword, ({ member }) => {
    // "None yet" is a refusal in the envelope, as the member centre reads it (success = has one).
    if (member.withdrawPassword === null) {
      throw new MockFailure(200, 'not.exists.payment.password', 'No withdraw password is set');
    }
    return true;
  }),
  // (E) body { loginPassword, paymentPassword, validatePaymentPassword }.
  handle(setPaymentPassword, ({ member, body }) => {
    refuseTrial(member);
    if (member.withdrawPassword !== null) {
      throw badRequest('member.withdrawPassword.exists', 'A withdraw password is already set: change it');
    }
    const login = field(body, 'loginPassword');
    if (login === '') requiredField('The login password');
    if (login !== member.password)
      throw badRequest('member.password.incorrect', 'The login password is incorrect');
    member.withdrawPassword = checkNew(member, body);
    return true;
  }),
  // (E) body { oldPaymentPassword, paymentPassword, validatePaymentPassword }.
  handle(changePaymentPassword, ({ member, body }) => {
    refuseTrial(member);
    if (member.withdrawPassword === null) {
      throw badRequest('not.exists.payment.password', 'Set a withdraw password first');
    }
    const old = field(body, 'oldPaymentPassword');
    if (old === '') requiredField('The current withdraw password');
    if (old !== member.withdrawPassword)
      throw badRequest('invalid.payment.pw', 'The withdraw password is incorrect');
    member.withdrawPassword = checkNew(member, body);
    return true;
  }),
);
