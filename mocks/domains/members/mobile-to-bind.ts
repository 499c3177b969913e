import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { digitsOnly } from '../../protocol/inputs';
import type { MockState } from '../../state/mock-state';
import type { Member } from './members';
import { requiredField } from './security-checks';

/**
 * The number to bind: well formed, and nobody's yet (the member's own verified number answers
 * member.mobile.same). Also asked before a bind code is sent, so no SMS goes to a number that cannot be bound.
 */
export function mobileToBind(state: MockState, member: Member, body: Payload): string {
  const typed = field(body, 'mobileNum');
  if (typed === '') requiredField('The mobile number');
  const mobile = digitsOnly(typed);
  if (mobile.length < 8 || mobile.length > 15)
    throw badRequest('mobile.invalid', 'Invalid phone number format');
  if (member.mobile === mobile && member.mobileVerified) {
    throw badRequest('member.mobile.same', 'This number is already bound to your account');
  }
  for (const other of state.members.values()) {
    if (other !== member && other.mobile === mobile) {
      throw badRequest('customer_mobile_no_duplicated', 'This phone number is already registered');
    }
  }
  return mobile;
}
