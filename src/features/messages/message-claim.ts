import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { messagesKey } from './inbox';

/*
 * A reward an inbox message carries (spec 5, 70542479384 @~150,500): its metadata, a JSON string, names the claim
 * `{promoType, claimId, title|promoName|..., bonus, point, tickets}`; its status comes from
 * PROMOFE_queryPromotionClaimStatus and the claim itself is the reward centre's (core's claimIssuedPromotion).
 */

const ticket = z.object({ ticketName: z.optional(text), ticketType: z.optional(text) });

const carried = z.object({
  promoType: z.string().check(z.minLength(1)),
  claimId: id,
  title: z.optional(text),
  promoName: z.optional(text),
  promotionName: z.optional(text),
  name: z.optional(text),
  bonus: z.optional(z.catch(z.nullable(amount), null)),
  point: z.optional(z.catch(z.nullable(amount), null)),
  tickets: z.optional(tolerantList(ticket)),
  ticketInfoList: z.optional(tolerantList(ticket)),
  rewards: z.optional(tolerantList(ticket)),
});

export interface MessageClaim {
  promoType: string;
  claimId: string;
  title: string;
  bonus: number | null;
  point: number | null;
  tickets: string[];
}

/** The claim a message's metadata carries, or null (no metadata, not JSON, or no claim in it). */
export function claimOf(metadata: string): MessageClaim | null {
  if (metadata.trim() === '') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(metadata);
  } catch {
    return null;
  }
  const parsed = carried.safeParse(raw);
  if (!parsed.success) return null;
  const c = parsed.data;
  const tickets = c.tickets ?? c.ticketInfoList ?? c.rewards ?? [];
  return {
    promoType: c.promoType,
    claimId: c.claimId,
    title: c.title || c.promoName || c.promotionName || c.name || '',
    bonus: c.bonus ?? null,
    point: c.point ?? null,
    tickets: tickets.map((t) => t.ticketName || t.ticketType || '').filter(Boolean),
  };
}

const claimStatus = z.object({
  promoType: text,
  claimId: id,
  status: text,
  endTime: z.optional(z.catch(z.nullable(z.coerce.number()), null)),
});

export const promotionClaimStatus = endpoint({
  name: 'promotionClaimStatus',
  link: relay('PROMOFE_queryPromotionClaimStatus'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70785058994; 70542479384 @~876,000; 70542479384 @~150,500',
  response: tolerantList(claimStatus),
});

/** What the member may do with the claim: the member centre folds claim/claimable into one. */
export type ClaimState = 'claimable' | 'claimed' | 'expired' | 'unavailable';

export function claimStateOf(status: string | undefined): ClaimState {
  const s = (status ?? '').toLowerCase();
  if (s === 'claim' || s === 'claimable') return 'claimable';
  if (s === 'claimed') return 'claimed';
  if (s === 'expired') return 'expired';
  return 'unavailable';
}

export function claimStatusQuery(scope: string, claim: MessageClaim) {
  return queryOptions({
    queryKey: [...messagesKey, scope, 'claim', claim.promoType, claim.claimId] as const,
    queryFn: async () => {
      const answer = await request(promotionClaimStatus, {
        data: { promotionClaimList: [{ promoType: claim.promoType, claimId: claim.claimId }] },
      });
      const mine = answer.find((s) => s.claimId === claim.claimId);
      return { state: claimStateOf(mine?.status), endTime: mine?.endTime ?? null };
    },
  });
}

export function useClaimStatus(claim: MessageClaim) {
  const { scope } = useMemberScope();
  return useQuery(claimStatusQuery(scope, claim));
}
