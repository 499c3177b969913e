import type { Member } from './members';

/**
 * /wps/v2/member/securityConfig's value as the member centre reads it (spec 5, 2.2, 70542479384 @~417,500).
 * Which items the site asks for is the mock's design: a verified mobile, and the identity, which the mock
 * counts done once the profile holds the full name and birthday (KYC); no Google authenticator, no CPF.
 */
export function securityConfigOf(member: Member) {
  const mobile = member.mobile !== null && member.mobileVerified;
  const identity = !!member.realName && !!member.birthday;
  const info = {
    mobileVerified: { enabled: true, isComplete: mobile, status: null },
    bindGA: { enabled: false, isComplete: false, status: null },
    idVerification: { enabled: true, isComplete: identity, status: null },
    cpfVerification: { enabled: false, isComplete: false, status: null },
  };
  const enabled = Object.values(info).filter((item) => item.enabled);
  const done = enabled.filter((item) => item.isComplete).length;
  return { completeProgress: Math.round((done / enabled.length) * 100), info };
}
