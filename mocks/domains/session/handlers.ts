import { HttpResponse } from 'msw';
import { login as loginEndpoint } from '@/core/api/login';
import { freePlayLogin } from '@/features/access/api/free-play';
import { logout as logoutEndpoint } from '@/core/api/logout';
import { smsLoginCode } from '@/features/auth/api/sms-login-code';
import {
  smsRegisterCodeForMobile,
  smsRegisterCodeForUsername,
} from '@/features/register/api/sms-register-code';
import { callGroup, handle, type CallResolver } from '../../protocol/define-call';
import { decryptKey, PayloadDecryptError } from '../../protocol/decrypt';
import { badRequest, MockFailure } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { addMember, DEMO_GOOGLE_CODE, isTrial, TRIAL_TYPE, type Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { digitsOnly, firstField, inputs } from '../../protocol/inputs';
import { loginValue } from './login-result';
import { findMemberByAccount, findMemberByMobile } from '../members/member-lookup';
import { randomDigits } from '../../shared/prng';
import { refuseExcludedLogin } from '../safer-gambling/exclusion';
import { endPlaySession } from '../safer-gambling/play-sessions';
import { checkGeetestPass } from '../geetest/geetest';
import { MAIN_WALLET_ID } from '../money/wallets';

const FAILURES_BEFORE_CAPTCHA = 2;

/**
 * A refusal that asks for the captcha from now on: the reference reads `value.captcha` (product rules: account calls),
 * the product the code or message; both are there.
 */
class CaptchaFailure extends MockFailure {}

function captchaRequired(message: string): MockFailure {
  return new CaptchaFailure(400, 'login.captcha.required', message);
}

function captchaAnswer(failure: MockFailure): Response {
  return HttpResponse.json(
    { success: false, errorCode: failure.errorCode, message: failure.message, value: { captcha: true } },
    { status: failure.status },
  );
}

/** The proofs a login from an unregistered IP accepts (**designed**; see mocks/README.md). */
export const IP_PROOF_METHODS = ['mobile', 'email', 'bankAccountName', 'google'] as const;

function ipProofHolds(state: MockState, member: Member, method: string, value: string): boolean {
  switch (method) {
    case 'mobile': {
      const mobile = member.mobile ?? '';
      const ok = mobile !== '' && state.smsCodes.get(mobile) === value;
      if (ok) state.smsCodes.delete(mobile);
      return ok;
    }
    case 'email':
      return member.email !== null && member.email.toLowerCase() === value.toLowerCase();
    case 'bankAccountName':
      return (member.bankAccountName ?? '').toLowerCase() === value.replace(/\s+/g, ' ').toLowerCase();
    case 'google':
      return value === DEMO_GOOGLE_CODE;
    default:
      return false;
  }
}

/** Answers the unregistered-IP failure, naming the proofs in `value.methods`; null when none is needed. */
function ipCheck(state: MockState, member: Member, body: Record<string, unknown>): Response | null {
  if (!member.ipUnverified) return null;
  const method = field(body, 'verifyMethod');
  const value = field(body, 'verifyValue').trim();
  if (method === '' || value === '') {
    return HttpResponse.json(
      {
        success: false,
        errorCode: 'login.ip.unverified',
        message: 'This login comes from an unregistered IP; please complete verification first',
        value: { methods: [...IP_PROOF_METHODS] },
      },
      { status: 400 },
    );
  }
  if (!ipProofHolds(state, member, method, value)) {
    throw badRequest('login.ip.verification.incorrect', 'Please enter correct information');
  }
  member.ipUnverified = false;
  return null;
}

function attemptLogin(state: MockState, body: Record<string, unknown>): unknown {
  const type = field(body, 'type') || 'username';
  const username = field(body, 'username');
  const password = typeof body.password === 'string' ? body.password : '';
  if (username === '' || password === '')
    throw badRequest('login.field.required', 'Username and password are required');
  checkGeetestPass(state, body);
  if (type === 'sms' && state.flags.get('MOBILEVERCODELOGIN3') === false) {
    throw badRequest('function.not.available', 'Login by SMS is not available');
  }
  const key = `${type}:${username.toLowerCase()}`;
  const failures = state.loginFailures.get(key) ?? 0;
  // On a Geetest site its check stands in for the picture captcha.
  const captchaOn = state.flags.get('CAPTCHA3') !== false && !state.scenario.geetest;
  if (captchaOn && failures >= FAILURES_BEFORE_CAPTCHA) {
    const captcha = field(body, 'captcha');
    if (captcha === '') throw captchaRequired('Please enter the captcha');
    const expected = state.captchaAnswer;
    // A captcha answer is good for one attempt, right or wrong.
    state.captchaAnswer = null;
    if (captcha !== expected) {
      throw new CaptchaFailure(400, 'login.captcha.incorrect', 'The captcha is incorrect');
    }
  }
  let member: Member | undefined;
  if (type === 'sms') {
    const mobile = digitsOnly(username);
    const candidate = findMemberByMobile(state.members, mobile);
    if (candidate && state.smsCodes.get(mobile) === password) {
      member = candidate;
      state.smsCodes.delete(mobile);
    }
  } else {
    const candidate = findMemberByAccount(state.members, username);
    if (candidate && !isTrial(candidate) && candidate.password === password) member = candidate;
  }
  if (!member) {
    state.loginFailures.set(key, failures + 1);
    if (captchaOn && failures + 1 >= FAILURES_BEFORE_CAPTCHA) {
      throw captchaRequired('Incorrect username or password; enter the captcha to try again');
    }
    throw badRequest('login.password.incorrect', 'Incorrect username or password');
  }
  state.loginFailures.delete(key);
  refuseExcludedLogin(state, member.id);
  const unverified = ipCheck(state, member, body);
  if (unverified) return unverified;
  return loginValue(state, member);
}

const login = handle(loginEndpoint, ({ state, body }) => {
  try {
    return attemptLogin(state, body);
  } catch (error) {
    if (error instanceof CaptchaFailure) return captchaAnswer(error);
    throw error;
  }
});

/**
 * Free play as the reference sends it (product rules: account calls): `{os, platform}` in a plain body, the random
 * string RSA-sealed in the Encryption header, X-Gateway-Version 3. A trial account (type 4) per call,
 * answered in the reference's shape: the login fields beside `success`, where its token step reads them.
 */
const freePlay = handle(
  freePlayLogin,
  ({ state, request, body }) => {
    if (request.headers.get('X-Gateway-Version') !== '3') {
      throw badRequest('gateway.version.unsupported', 'Free play needs header X-Gateway-Version: 3');
    }
    const sealed = request.headers.get('Encryption')?.trim() ?? '';
    if (sealed === '')
      throw badRequest('freeplay.encryption.required', 'Free play needs its Encryption header');
    try {
      decryptKey(sealed);
    } catch (error) {
      if (!(error instanceof PayloadDecryptError)) throw error;
      throw badRequest('freeplay.encryption.invalid', `Free play's Encryption header: ${error.message}`);
    }
    if (field(body, 'platform') === '')
      throw badRequest('freeplay.platform.required', 'Free play needs its platform');
    const trial = addMember(state, (id) => ({
      account: `trial${id}`,
      password: '',
      nickname: `Guest ${id}`,
      type: TRIAL_TYPE,
      vipLabel: 'Trial',
      balances: [{ accountTypeId: MAIN_WALLET_ID, cents: 200_000 }],
    }));
    return HttpResponse.json({ success: true, ...loginValue(state, trial) });
  },
  { flag: 'FREEPLAY3' },
);

const logout = handle(logoutEndpoint, ({ state, token, member }) => {
  if (token && member) endPlaySession(state, member.id, token);
  if (token) state.sessions.delete(token);
  return null;
});

function sendSms(state: MockState, mobile: string): { expiredMinutes: number } {
  state.smsCodes.set(mobile, randomDigits(state.rng, 6));
  return { expiredMinutes: 1 };
}

function requireMobile(value: string): string {
  const mobile = digitsOnly(value);
  if (mobile.length < 8 || mobile.length > 15)
    throw badRequest('mobile.invalid', 'Invalid phone number format');
  return mobile;
}

// Login and reset-by-phone codes go only to known numbers. GET and either spelling of the number are still
// accepted, as before the reference's POST {mobileNum, countryDialingCode}.
const smsNoLogin = handle(
  smsLoginCode,
  (ctx) => {
    const mobile = requireMobile(firstField(inputs(ctx), 'mobileNum', 'mobileNo'));
    if (!findMemberByMobile(ctx.state.members, mobile))
      throw badRequest('USER_NOT_EXIST', 'No account uses this phone number');
    return sendSms(ctx.state, mobile);
  },
  { alsoMethods: ['get'] },
);

const registerCode: CallResolver = (ctx) => {
  const mobile = requireMobile(firstField(inputs(ctx), 'mobileNo', 'mobileNum'));
  if (findMemberByMobile(ctx.state.members, mobile)) {
    throw badRequest('customer_mobile_no_duplicated', 'This phone number is already registered');
  }
  return sendSms(ctx.state, mobile);
};

// One link, one module id per register form (product rules: account calls); registration off (REG3) sends no code.
const smsRegister = [smsRegisterCodeForUsername, smsRegisterCodeForMobile].map((endpoint) =>
  handle(endpoint, registerCode, { flag: 'REG3', alsoMethods: ['get'] }),
);

export const sessionHandlers = callGroup(login, freePlay, logout, smsNoLogin, ...smsRegister);
