import { endpoint, request, type MemberInfo } from '@/api';
import { memberInfo } from '@/api/schemas/member';

/** Contact handles the profile may keep; the site shows those its register settings enable. */
export const contactFields = ['whatsapp', 'telegram', 'facebook', 'line', 'wechat', 'qqNum', 'zalo'] as const;
export type ContactField = (typeof contactFields)[number];

/**
 * My account's profile: the specification names the fields (product rules: data the portal reads and keeps), not the call, which is our
 * design (mocks/README.md, "My account"). It answers the member info as GET /wps/member/info gives it, so
 * one cache entry follows.
 */
export const saveProfile = endpoint({
  name: 'saveProfile',
  link: '/wps/member/info',
  moduleId: 'COMM3',
  method: 'PUT',
  token: 'required',
  source: 'ours',
  response: memberInfo,
});

/** The fields sent change; a contact handle sent empty is cleared. */
export type ProfileChanges = Partial<Record<'realName' | 'birthday' | ContactField, string>>;

export function submitProfile(changes: ProfileChanges): Promise<MemberInfo> {
  return request(saveProfile, { data: changes });
}
