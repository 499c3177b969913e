import { bindEmail as bindEmailEndpoint } from '@/features/my-account/security/bind-email';
import { verifySmsCode } from '@/features/my-account/security/verify-mobile';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { patternFamilies } from '../register/patterns';
import { digitsOnly } from '../../protocol/inputs';
import { memberInfoValue } from './member-info';
import { refuseTrial } from '../money/money-checks';
import { requiredField } from './security-checks';
import { takeActionSmsCode } from './action-sms-handlers';
import { mobileToBind } from './mobile-to-bind';

// Binding a mobile number and an e-mail from My account. The mobile's code is sent by
// /wps/v2/verification/sms/send with the bind operation (action-sms-handlers.ts) and checked by
// /wps/v2/verification/sms/verify, which binds and verifies it (spec 5, 2.2). The e-mail is plain JSON
// (spec 5, 2.9), proved by the login password (our design).

const EMAIL = new RegExp(patternFamilies[4]!.pattern);

// Body { countryDialingCode, mobileNum, verificationCode }: the code must be the last bind code sent to it.
const verifyMobile = handle(verifySmsCode, ({ state, member, body }) => {
  refuseTrial(member);
  const mobile = mobileToBind(state, member, body);
  takeActionSmsCode(state, member, 'bindMobile', field(body, 'verificationCode'), mobile);
  member.mobile = mobile;
  member.mobileVerified = true;
  const dialing = digitsOnly(field(body, 'countryDialingCode'));
  if (dialing !== '') member.countryDialingCode = dialing;
  return true;
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

export const contactBindingHandlers = callGroup(verifyMobile, bindEmail);
