import { register as registerEndpoint } from '@/features/register/api/register';
import { registerByMobile } from '@/features/register/api/register-by-mobile';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { addMember } from '../members/members';
import { checkField, defaultRegisterRules, type RegisterFieldName } from './register-rules';
import type { MockState } from '../../state/mock-state';
import { phoneOfIdToken } from '../phone-auth/phone-auth';
import { digitsOnly } from '../../protocol/inputs';
import { loginValue } from '../session/login-result';
import { checkGeetestPass } from '../geetest/geetest';
import {
  findMemberByAccount,
  findMemberByAffiliateCode,
  findMemberByMobile,
  findMemberByReferralCode,
} from '../members/member-lookup';

const problemText = {
  required: 'is required',
  length: 'has the wrong length',
  pattern: 'has an invalid format',
};

function validateFields(state: MockState, body: Payload, byMobile: boolean, mobile: string): void {
  const rules = defaultRegisterRules();
  for (const [name, rule] of Object.entries(rules) as [
    RegisterFieldName,
    (typeof rules)[RegisterFieldName],
  ][]) {
    let required = rule.required;
    if (name === 'username' && byMobile) required = false;
    if (name === 'mobileNum' && byMobile) required = true;
    if (name === 'verificationCode') required = mobile !== '' && state.flags.get('REGMOBVERF3') !== false;
    if (name === 'captcha') {
      // On a Geetest site its check stands in for the picture captcha.
      if (rule.enabled && !state.scenario.geetest) checkCaptcha(state, field(body, 'captcha'));
      continue;
    }
    const value = name === 'mobileNum' ? mobile : field(body, name);
    const problem = checkField(value, { ...rule, enabled: rule.enabled || required, required });
    if (problem) {
      throw badRequest(
        problem === 'required' ? 'register.field.required' : 'register.field.invalid',
        `${name} ${problemText[problem]}`,
      );
    }
  }
  if (field(body, 'confirmPassword') !== field(body, 'password')) {
    throw badRequest('register.password.mismatch', 'The confirmation password is not correct');
  }
}

/** An enabled captcha rule: the answer of the last captcha drawn, good for one attempt. */
function checkCaptcha(state: MockState, answer: string): void {
  if (answer === '') throw badRequest('register.field.required', 'captcha is required');
  const expected = state.captchaAnswer;
  state.captchaAnswer = null;
  if (answer !== expected) throw badRequest('register.captcha.incorrect', 'The captcha is incorrect');
}

/**
 * The number's proof: a third-party idToken for this number (firebaseIdToken, from the fake phone sign-in
 * of ./phone-auth) or the platform's own SMS code, which is used up.
 */
function checkMobileProof(state: MockState, body: Payload, mobile: string): void {
  const idToken = field(body, 'firebaseIdToken');
  if (idToken !== '') {
    const phone = phoneOfIdToken(state.phoneAuth, idToken);
    if (!phone || !digitsOnly(phone).endsWith(mobile)) {
      throw badRequest('verification.code.invalid', 'The phone sign-in could not be verified');
    }
    return;
  }
  if (state.smsCodes.get(mobile) !== field(body, 'verificationCode')) {
    throw badRequest('verification.code.invalid', 'The verification code is invalid or expired');
  }
  state.smsCodes.delete(mobile);
}

function register(state: MockState, body: Payload, byMobile: boolean) {
  checkGeetestPass(state, body);
  const mobile = digitsOnly(field(body, 'mobileNum'));
  validateFields(state, body, byMobile, mobile);
  const username = field(body, 'username') || `m${mobile}`;
  if (findMemberByAccount(state.members, username))
    throw badRequest('member.username.duplicated', 'This username is already taken');
  if (mobile !== '' && findMemberByMobile(state.members, mobile)) {
    throw badRequest('customer_mobile_no_duplicated', 'This phone number is already registered');
  }
  const code = field(body, 'affiliateCode') || field(body, 'referralCode');
  // An agent's affiliate code makes the new member the agent's; a player's referral code (its invite link),
  // the player's invited friend.
  const agent = code === '' ? undefined : findMemberByAffiliateCode(state.members, code);
  const referrer =
    code === '' || agent || field(body, 'affiliateCode') !== ''
      ? undefined
      : findMemberByReferralCode(state.members, code);
  if (code !== '' && !agent && !referrer)
    throw badRequest('affiliate.code.invalid', 'Invalid invitation code');
  if (mobile !== '' && state.flags.get('REGMOBVERF3') !== false) checkMobileProof(state, body, mobile);
  const member = addMember(state, () => ({
    account: username,
    password: field(body, 'password'),
    mobile: mobile === '' ? null : mobile,
    countryDialingCode: field(body, 'countryDialingCode') || '55',
    email: field(body, 'email') || null,
    withdrawPassword: field(body, 'paymentPassword') || null,
    parentId: agent?.id ?? null,
    referrerId: referrer?.id ?? null,
  }));
  return { customerId: member.id, ...loginValue(state, member) };
}

// Each form has its own flag, and registration as a whole (REG3) can be off.
export const registerHandlers = callGroup(
  ...(
    [
      [registerEndpoint, 'USERNAMEREG3', false],
      [registerByMobile, 'MOBILENUMREG3', true],
    ] as const
  ).map(([endpoint, flag, byMobile]) =>
    handle(
      endpoint,
      ({ state, body }) => {
        if (state.flags.get('REG3') === false)
          throw badRequest('function.not.available', 'Registration is off');
        return register(state, body, byMobile);
      },
      { flag },
    ),
  ),
);
