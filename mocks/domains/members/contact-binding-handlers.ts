import { bindEmail as bindEmailEndpoint } from '@/features/my-account/security/bind-email';
import { bindMobile as bindMobileEndpoint } from '@/features/my-account/security/bind-mobile';
import { smsBindCode } from '@/features/my-account/security/sms-bind-code';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import type { Member } from './members';
import { patternFamilies } from '../register/patterns';
import type { MockState } from '../../state/mock-state';
import { digitsOnly } from '../../protocol/inputs';
import { memberInfoValue } from './member-info';
import { refuseTrial } from '../money/money-checks';
import { requiredField } from './security-checks';
import { randomDigits } from '../../shared/prng';

// Binding a mobile number (proved by an SMS code) and an e-mail (proved by the login password) from My
// account (our design, mocks/README.md "My account"). Codes follow the platform's rule: six digits from the
// seeded generator, kept per number in smsCodes, read by tests at /__mock/sms/latest, used once.

const EMAIL = new RegExp(patternFamilies[4]!.pattern);

/** The number to bind: well formed, and nobody's yet (the member's own answers member.mobile.same). */
function mobileToBind(state: MockState, member: Member, body: Payload): string {
  const typed = field(body, 'mobileNum');
  if (typed === '') requiredField('The mobile number');
  if (field(body, 'countryDialingCode') === '') requiredField('The country dialing code');
  const mobile = digitsOnly(typed);
  if (mobile.length < 8 || mobile.length > 15)
    throw badRequest('mobile.invalid', 'Invalid phone number format');
  if (member.mobile === mobile) {
    throw badRequest('member.mobile.same', 'This number is already bound to your account');
  }
  for (const other of state.members.values()) {
    if (other.mobile === mobile) {
      throw badRequest('customer_mobile_no_duplicated', 'This phone number is already registered');
    }
  }
  return mobile;
}

const sendCode = handle(smsBindCode, ({ state, member, body }) => {
  refuseTrial(member);
  const mobile = mobileToBind(state, member, body);
  state.smsCodes.set(mobile, randomDigits(state.rng, 6));
  return { expiredMinutes: 1 };
});

const bindMobile = handle(bindMobileEndpoint, ({ state, member, body }) => {
  refuseTrial(member);
  const mobile = mobileToBind(state, member, body);
  const code = field(body, 'verificationCode');
  if (code === '') requiredField('The verification code');
  const codes = state.smsCodes;
  if (codes.get(mobile) !== code) {
    throw badRequest('verification.code.invalid', 'The verification code is invalid or expired');
  }
  codes.delete(mobile);
  member.mobile = mobile;
  member.countryDialingCode = digitsOnly(field(body, 'countryDialingCode'));
  return memberInfoValue(member);
});

// The password is checked before the address is compared with others', so nobody learns whose it is.
const bindEmail = handle(bindEmailEndpoint, ({ state, member, body }) => {
  refuseTrial(member);
  const email = field(body, 'email');
  if (email === '') requiredField('The e-mail');
  if (email.length > 64 || !EMAIL.test(email)) throw badRequest('email.invalid', 'Invalid e-mail address');
  const password = field(body, 'loginPassword');
  if (password === '') requiredField('The login password');
  if (password !== member.password) {
    throw badRequest('member.password.incorrect', 'The login password is incorrect');
  }
  const wanted = email.toLowerCase();
  if (member.email?.toLowerCase() === wanted) {
    throw badRequest('member.email.same', 'This e-mail is already bound to your account');
  }
  for (const other of state.members.values()) {
    if (other.email?.toLowerCase() === wanted) {
      throw badRequest('member.email.duplicated', 'This e-mail is already in use');
    }
  }
  member.email = email;
  return memberInfoValue(member);
});

export const contactBindingHandlers = callGroup(sendCode, bindMobile, bindEmail);
