import { CONTACT_FIELDS, maskEmail, maskMobile, type Member } from './members';

/**
 * The `value` of GET /wps/member/info, also the answer of the calls that change the profile, so the client
 * keeps one shape. Mobile and e-mail leave masked; the full name, birthday and contact handles are the
 * member's own entries and leave whole (null when not set); hasWithdrawPassword tells set from change.
 */
export function memberInfoValue(member: Member) {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    clubLabel: { labelName: member.vipLabel },
    regDate: member.regDate,
    mobile: maskMobile(member.mobile),
    countryDialingCode: member.countryDialingCode,
    email: maskEmail(member.email),
    realName: member.realName ?? null,
    birthday: member.birthday ?? null,
    ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, member.contacts?.[name] || null])),
    hasWithdrawPassword: member.withdrawPassword !== null,
  };
}
