import { endpoint, request, type MemberInfo } from '@/api';
import { memberInfo } from '@/api/schemas/member';

/** Binds an e-mail, proved by the login password, so sealed (our design); answers the member info. */
export const bindEmail = endpoint({
  name: 'bindEmail',
  link: '/wps/member/info/email',
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'ours',
  response: memberInfo,
});

export interface EmailBinding {
  email: string;
  loginPassword: string;
}

export function submitEmailBinding(binding: EmailBinding): Promise<MemberInfo> {
  return request(bindEmail, { data: binding });
}
