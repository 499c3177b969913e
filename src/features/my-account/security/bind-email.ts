import { endpoint, request, type MemberInfo } from '@/api';
import { memberInfo } from '@/api/schemas/member';

/**
 * Binds an e-mail as the member centre's security service does: `POST /wps/member/info/email` in plain JSON,
 * no module id (spec 5, 2.9 and 3.7 #28, 70542479384 @~627,500). The body's login password as the proof and
 * the member info as the answer are our design (mocks/README.md, "My account").
 */
export const bindEmail = endpoint({
  name: 'bindEmail',
  link: '/wps/member/info/email',
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~627,500',
  response: memberInfo,
});

export interface EmailBinding {
  email: string;
  loginPassword: string;
}

export function submitEmailBinding(binding: EmailBinding): Promise<MemberInfo> {
  return request(bindEmail, { data: binding });
}
