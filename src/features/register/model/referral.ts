import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';

export interface ReferralCodes {
  affiliateCode: string;
  referralCode: string;
}

/**
 * The invitation codes a visitor arrived with: `?affiliateCode=`, `?referralCode=` (or a player's `?r=`), the short `?code=`
 * in the address, else the referral code kept in session storage from an earlier page of this visit.
 * A code found in the address is stored, so it survives navigation until the visitor registers.
 */
export function captureReferralCodes(search: string = window.location.search): ReferralCodes {
  const query = new URLSearchParams(search);
  const fromUrl = (query.get('affiliateCode') ?? query.get('code') ?? '').trim();
  // `?r=` is the short invite link a player shares (spec 5, 70542479384 @~464,500: SIMPLIFIEDURL3).
  const referral = (query.get('referralCode') ?? query.get('r') ?? '').trim();
  if (fromUrl || referral) sessionStore.set(shellSessionKeys.referralCode, fromUrl || referral);
  const stored = sessionStore.get(shellSessionKeys.referralCode) ?? '';
  return { affiliateCode: fromUrl || (referral ? '' : stored), referralCode: referral };
}

/** The address this registration was made from, without a session token. */
export function registerUrl(href: string = window.location.href): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return url.toString();
}
