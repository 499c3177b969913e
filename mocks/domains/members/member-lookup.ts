import type { Member } from './members';

export function findMemberByAccount(members: Map<number, Member>, account: string): Member | undefined {
  const wanted = account.trim().toLowerCase();
  for (const member of members.values()) if (member.account.toLowerCase() === wanted) return member;
  return undefined;
}

export function findMemberByMobile(members: Map<number, Member>, mobile: string): Member | undefined {
  const wanted = mobile.replace(/\D/g, '');
  for (const member of members.values()) if (member.mobile === wanted) return member;
  return undefined;
}

/** A member's own referral code: its affiliate code when it has one, else REF and its id (REF10001). */
export function referralCodeOf(member: Member): string {
  return member.affiliateCode ?? `REF${member.id}`;
}

/** The member whose referral code (a player's invite link) this is, in any letter case. */
export function findMemberByReferralCode(members: Map<number, Member>, code: string): Member | undefined {
  const wanted = code.toLowerCase();
  for (const member of members.values()) if (referralCodeOf(member).toLowerCase() === wanted) return member;
  return undefined;
}

/** The agent whose affiliate (invitation) code this is, in any letter case. */
export function findMemberByAffiliateCode(members: Map<number, Member>, code: string): Member | undefined {
  const wanted = code.toLowerCase();
  for (const member of members.values()) if (member.affiliateCode?.toLowerCase() === wanted) return member;
  return undefined;
}
