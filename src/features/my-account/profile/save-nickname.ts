import { endpoint, request, type MemberInfo } from '@/api';
import { memberInfo } from '@/api/schemas/member';

/**
 * The nickname others see, changed on its own as the member centre changes it: `POST
 * /wps/member/info/nickname` (spec 5, 2.9, 70542479384 @~876,000), no module id. The body `{nickname}` and the
 * member info as the answer are our design (mocks/README.md, "My account").
 */
export const saveNickname = endpoint({
  name: 'saveNickname',
  link: '/wps/member/info/nickname',
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~876,000',
  response: memberInfo,
});

/** 2 to 20 characters, none of them markup: our design, the server's rule stays the final word. */
export const NICKNAME_PATTERN = /^[^<>"'&]{2,20}$/u;

export function submitNickname(nickname: string): Promise<MemberInfo> {
  return request(saveNickname, { data: { nickname } });
}
