import type { TFunction } from 'i18next';
import { hasCode, isApiError } from '@/api';
import type { TranslationKey } from '@/i18n';
import { failureText } from './failure-text';

/**
 * The claim's refusals of the mock (our design: no source shows the codes of a claimed or lapsed reward).
 * They also mean the list on screen is out of date.
 */
export const rewardClaimMessages: Readonly<Record<string, TranslationKey>> = {
  'prom.claim.claimed': 'reward_claim_claimed',
  'prom.claim.expired': 'reward_claim_expired',
  'prom.claim.notFound': 'reward_claim_not_found',
};

export const staleClaimCodes: ReadonlySet<string> = new Set(Object.keys(rewardClaimMessages));

/** What `prom.claim.req.field`'s `value.data` names as missing (spec 5, 2.8: "required.mobile_no_verified"). */
const missingField: Readonly<Record<string, TranslationKey>> = {
  'required.mobile_no_verified': 'reward_claim_needs_mobile',
  'required.mobile_no': 'reward_claim_needs_mobile',
  'required.email_add': 'reward_claim_needs_email',
  'required.email_verified': 'reward_claim_needs_email',
  'required.real_name': 'reward_claim_needs_name',
  'required.payee_name': 'reward_claim_needs_name',
};

/**
 * A claim refused until the member completes a detail: the words for it, or null for any other failure. The
 * data may be one name or a list of them; the first one known is said, else the general request.
 */
export function claimNeedsDetail(error: unknown): TranslationKey | null {
  if (!hasCode(error, 'prom.claim.req.field') || !isApiError(error)) return null;
  const value = error.value;
  const data = value !== null && typeof value === 'object' ? (value as { data?: unknown }).data : undefined;
  const names = (Array.isArray(data) ? data : [data]).filter((d): d is string => typeof d === 'string');
  const known = names.map((n) => missingField[n.toLowerCase()]).find((key) => key !== undefined);
  return known ?? 'reward_claim_needs_field';
}

/** The words of any failed claim: a missing detail first, then the claim's own codes, then the general text. */
export function claimFailureText(t: TFunction, error: unknown): string {
  const detail = claimNeedsDetail(error);
  return detail ? t(detail) : failureText(t, error, rewardClaimMessages);
}
