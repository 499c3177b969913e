import { saveWithdrawPassword } from '@/features/my-account/security/save-withdraw-password';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { refuseTrial } from '../money/money-checks';
import { requiredField } from './security-checks';

// Setting and changing the withdraw (payment) password (our design, mocks/README.md "My account"). The first
// one is proved by the login password, a change by the withdraw password it replaces.

const SIX_DIGITS = /^\d{6}$/;

export const withdrawPasswordHandlers = callGroup(
  // (E) body { loginPassword?, oldWithdrawPassword?, newWithdrawPassword, confirmNewWithdrawPassword }.
  handle(saveWithdrawPassword, ({ member, body }) => {
    refuseTrial(member);
    const current = member.withdrawPassword;
    if (current === null) {
      const login = field(body, 'loginPassword');
      if (login === '') requiredField('The login password');
      if (login !== member.password) {
        throw badRequest('member.password.incorrect', 'The login password is incorrect');
      }
    } else {
      const old = field(body, 'oldWithdrawPassword');
      if (old === '') requiredField('The current withdraw password');
      if (old !== current) {
        throw badRequest('member.withdrawPassword.incorrect', 'The withdraw password is incorrect');
      }
    }
    const next = field(body, 'newWithdrawPassword');
    if (next === '') requiredField('The new withdraw password');
    if (!SIX_DIGITS.test(next)) {
      throw badRequest('member.withdrawPassword.invalid', 'The withdraw password must be 6 digits');
    }
    if (field(body, 'confirmNewWithdrawPassword') !== next) {
      throw badRequest('member.withdrawPassword.confirm.mismatch', 'The confirmation entry is incorrect');
    }
    if (next === current) {
      throw badRequest(
        'member.withdrawPassword.same',
        'The new withdraw password must differ from the old one',
      );
    }
    member.withdrawPassword = next;
    return true;
  }),
);
