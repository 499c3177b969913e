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

/** The agent whose affiliate (invitation) code this is, in any letter case. */
export function findMemberByAffiliateCode(members: Map<number, Member>, code: string): Member | undefined {
  const wanted = code.toLowerCase();
  for (const member of members.values()) if (member.affiliateCode?.toLowerCase() === wanted) return member;
  return undefined;
}
