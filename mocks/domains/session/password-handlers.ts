import { changePassword } from '@/features/auth/api/change-password';
import { forgotPasswordByEmail } from '@/features/auth/api/forgot-password-by-email';
import { resetPasswordByPhone } from '@/features/auth/api/reset-password-by-phone';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import type { Member } from '../members/members';
import { checkField, defaultRegisterRules } from '../register/register-rules';
import type { MockState } from '../../state/mock-state';
import { digitsOnly } from '../../protocol/inputs';
import { findMemberByAccount, findMemberByMobile } from '../members/member-lookup';

function checkNewPassword(state: MockState, member: Member, next: string, confirm: string | null): void {
  if (checkField(next, { ...defaultRegisterRules().password, required: true })) {
    throw badRequest('member.password.invalid', 'The new password does not meet the password rule');
  }
  if (confirm !== null && confirm !== next) {
    throw badRequest('member.password.confirm.mismatch', 'The confirmation entry is incorrect');
  }
  if (next === member.password)
    throw badRequest('member.password.same', 'The new password must differ from the old one');
  if (next === state.defaultInsecurePassword) {
    throw badRequest('member.password.insecure', 'The default password cannot be used');
  }
}

function setPassword(member: Member, next: string): void {
  member.password = next;
  member.firstTimeLogin = false;
  member.passwordExpired = false;
}

// The reference's {oldPassword, newPassword, confirmNewPassword}.
const change = handle(changePassword, ({ state, body, member }) => {
  if (field(body, 'oldPassword') !== member.password) {
    throw badRequest('member.password.incorrect', 'The current password is incorrect');
  }
  const next = typeof body.newPassword === 'string' ? body.newPassword : '';
  checkNewPassword(
    state,
    member,
    next,
    typeof body.confirmNewPassword === 'string' ? body.confirmNewPassword : null,
  );
  setPassword(member, next);
  return true;
});

// Forgot by e-mail: form-urlencoded username and email; the mock only confirms the pair exists.
const byEmail = handle(forgotPasswordByEmail, ({ state, body }) => {
  const member = findMemberByAccount(state.members, field(body, 'username'));
  const email = field(body, 'email').toLowerCase();
  if (!member || !member.email || member.email.toLowerCase() !== email) {
    throw badRequest('USER_NOT_EXIST', 'Username or email does not exist');
  }
  return true;
});

// Set password by phone: the reference's {newPassword, mobileNum, verificationCode}; the SMS code from
// /verification/sms/noLogin proves the number. PUT is still accepted.
const byPhone = handle(
  resetPasswordByPhone,
  ({ state, body }) => {
    const mobile = digitsOnly(field(body, 'mobileNum'));
    const member = findMemberByMobile(state.members, mobile);
    if (!member) throw badRequest('USER_NOT_EXIST', 'No account uses this phone number');
    if (state.smsCodes.get(mobile) !== field(body, 'verificationCode')) {
      throw badRequest('verification.code.invalid', 'The verification code is invalid or expired');
    }
    const next = typeof body.newPassword === 'string' ? body.newPassword : '';
    checkNewPassword(state, member, next, null);
    state.smsCodes.delete(mobile);
    setPassword(member, next);
    return { username: member.account };
  },
  { alsoMethods: ['put'] },
);

export const passwordHandlers = callGroup(change, byEmail, byPhone);
