import { endpoint, request, type MemberInfo } from '@/api';
import { memberInfo } from '@/api/schemas/member';
import type { MobileToBind } from './sms-bind-code';

/** Binds the mobile the SMS code proved (our design); answers the member info with it. */
export const bindMobile = endpoint({
  name: 'bindMobile',
  link: '/wps/member/info/mobile',
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: memberInfo,
});

export interface MobileBinding extends MobileToBind {
  verificationCode: string;
}

export function submitMobileBinding(binding: MobileBinding): Promise<MemberInfo> {
  return request(bindMobile, { data: binding });
}
