import { request } from '@/api';
import type {
  EmailBinding,
  MobileBinding,
  MobileToBind,
  WithdrawPasswordChange,
} from '@/api/schemas/profile';

// My account's security calls (our design, mocks/README.md "My account"). The password-carrying ones are
// encrypted by the client as the catalogue says; nothing here keeps a password after the call.

/** Sets the first withdraw password (proved by the login password) or changes it (by the old one). */
export function saveWithdrawPassword(change: WithdrawPasswordChange) {
  return request('saveWithdrawPassword', { data: change });
}

/** Sends the SMS code that proves a mobile number to bind; answers the code's lifetime in minutes. */
export function sendBindCode(mobile: MobileToBind) {
  return request('smsBindCode', { data: mobile });
}

export function bindMobile(binding: MobileBinding) {
  return request('bindMobile', { data: binding });
}

export function bindEmail(binding: EmailBinding) {
  return request('bindEmail', { data: binding });
}
