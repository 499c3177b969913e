import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, flag, id, text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { rewardCentreKey } from '../rewards';

/**
 * One condition a ticket waits on before it may be opened. The sources show only the list
 * (`conditionStatus[]`): its fields are our design.
 */
const ticketCondition = z.object({
  conditionType: z._default(text, ''),
  achieved: z._default(z.catch(flag, false), false),
  currentValue: z._default(z.catch(amount, 0), 0),
  targetValue: z._default(z.catch(amount, 0), 0),
});
export type TicketCondition = z.infer<typeof ticketCondition>;

/**
 * A ticket waiting to be opened, as the platform lists it (54492984559 @~4,000; 61091147111 @~11,500;
 * 70542479384 @~952,500): `transactionId` opens it, `type` says what it is. The wheel's segments and the
 * date it lapses are our design (the member centre asks PROMOFE_getPrizeWheelInfo for a wheel).
 */
export const claimTicket = z.object({
  transactionId: id,
  ticketId: z.nullish(id),
  name: z._default(text, ''),
  type: text,
  ticketType: z._default(text, ''),
  status: z._default(text, ''),
  promotionId: z.nullish(id),
  conditionStatus: tolerantList(ticketCondition),
  achievedConditionSize: z.nullish(z.catch(amount, 0)),
  conditionSize: z.nullish(z.catch(amount, 0)),
  segments: z._default(z.catch(z.array(amount), []), []),
  endTime: z.nullish(z.string()),
});
export type ClaimTicket = z.infer<typeof claimTicket>;

/** The tickets the member may open now, as the member centre asks for them on the web. */
export const claimTicketList = endpoint({
  name: 'claimTicketList',
  link: relay('PROMOFE_getClaimTicketList'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '54492984559 @~4,000; 61091147111 @~11,500; 70542479384 @~952,500',
  response: tolerantList(claimTicket),
});

export function fetchClaimTickets(signal?: AbortSignal) {
  return request(claimTicketList, { params: { isApp: 'N', status: 'AVAILABLE', isAll: 'N' }, signal });
}

export function ticketListQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...rewardCentreKey, 'tickets', scope] as const,
    queryFn: ({ signal }) => fetchClaimTickets(signal),
    enabled,
  });
}

export function useClaimTickets() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(ticketListQuery(scope, member && !trial));
}

/** The conditions still unmet: a ticket with any may not be opened yet. */
export function unmetConditions(ticket: ClaimTicket): TicketCondition[] {
  return ticket.conditionStatus.filter((condition) => !condition.achieved);
}

export function isLocked(ticket: ClaimTicket): boolean {
  const { achievedConditionSize: achieved, conditionSize: size } = ticket;
  return unmetConditions(ticket).length > 0 || (size != null && achieved != null && achieved < size);
}
