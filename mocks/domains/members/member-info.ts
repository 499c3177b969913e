import { CONTACT_FIELDS, isTrial, maskEmail, maskMobile, type Member } from './members';

/**
 * Each VIP level's colours, in the platform's own form (`rgba(r,g,b,a)`, the member centre paints its level
 * from `color` to `color2`: spec 5, 2.8, 70542479384 @~558,500); the colours are the mock's.
 */
const labelColours: Record<string, { color: string; color2: string }> = {
  'VIP 0': { color: 'rgba(179,188,200,1)', color2: 'rgba(247,245,241,1)' },
  'VIP 1': { color: 'rgba(204,147,114,1)', color2: 'rgba(255,228,209,1)' },
  'VIP 2': { color: 'rgba(118,138,167,1)', color2: 'rgba(220,224,245,1)' },
  'VIP 3': { color: 'rgba(218,170,91,1)', color2: 'rgba(255,236,170,1)' },
  'VIP 4': { color: 'rgba(92,149,214,1)', color2: 'rgba(188,230,252,1)' },
  'VIP 5': { color: 'rgba(119,114,219,1)', color2: 'rgba(248,217,246,1)' },
};

/**
 * The `value` of GET /wps/member/info, also the answer of the calls that change the profile, so the client
 * keeps one shape. Mobile and e-mail leave masked; the full name, birthday and contact handles are the
 * member's own entries and leave whole (null when not set); hasWithdrawPassword tells set from change.
 * The platform's fields (spec 5, 2.8): the VIP label with its colours, `regDate` in ms, `payee` (the bank
 * account holder's name once given), `mobileVerified` (a mobile bound through /wps/v2/verification/sms/verify is),
 * `bindGA` (no member binds Google authenticator in the mock), `toUpline` (a member with an upline, not
 * a trial account, may transfer to it).
 */
export function memberInfoValue(member: Member) {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    clubLabel: { labelName: member.vipLabel, ...labelColours[member.vipLabel] },
    regDate: member.regDate,
    mobile: maskMobile(member.mobile),
    mobileVerified: member.mobile !== null && member.mobileVerified,
    payee: member.bankAccountName ?? member.realName ?? null,
    bindGA: false,
    toUpline: member.parentId !== null && !isTrial(member),
    countryDialingCode: member.countryDialingCode,
    email: maskEmail(member.email),
    realName: member.realName ?? null,
    birthday: member.birthday ?? null,
    ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, member.contacts?.[name] || null])),
    hasWithdrawPassword: member.withdrawPassword !== null,
  };
}
