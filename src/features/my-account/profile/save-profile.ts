import { endpoint, request, type MemberInfo } from '@/api';
import { memberInfo } from '@/api/schemas/member';

/** Contact handles the profile may keep; the site shows those its register settings enable. */
export const contactFields = ['whatsapp', 'telegram', 'facebook', 'line', 'wechat', 'qqNum', 'zalo'] as const;
export type ContactField = (typeof contactFields)[number];

/**
 * My account's profile, saved as the member centre and the legacy client save it: `POST /wps/member/info`
 * with the data trimmed, no module id (spec 5, 2.9 and 3.7 #27, 70542479384 @~876,000; 24800769821). The
 * product rules name the fields; that it answers the member info as GET /wps/member/info gives it, so one
 * cache entry follows, is our design (mocks/README.md, "My account").
 */
export const saveProfile = endpoint({
  name: 'saveProfile',
  link: '/wps/member/info',
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~876,000; 24800769821',
  response: memberInfo,
});

/** The fields sent change; a contact handle sent empty is cleared. */
export type ProfileChanges = Partial<Record<'realName' | 'birthday' | ContactField, string>>;

export function submitProfile(changes: ProfileChanges): Promise<MemberInfo> {
  return request(saveProfile, { data: changes });
}
