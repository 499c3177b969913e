import { inbox as inboxEndpoint } from '@/features/messages/inbox';
import { deleteInbox, updateInboxRead } from '@/features/messages/inbox-actions';
import { promotionClaimStatus } from '@/features/messages/message-claim';
import { unreadCount as unreadCountEndpoint } from '@/core/api/unread-count';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { platformPage, recordSourceOf } from './platform-page';
import { issuedRewardsOf, issuedStatus } from '../rewards/issued-handlers';
import { inboxOf, messageWire, unreadCountOf, type InboxMessage } from './inbox';
import { outboxHandlers } from './outbox-handlers';

// The member's inbox in the platform's calls and shapes (spec 5, 2.6; mocks/README.md "Messages"). Trial
// accounts have no inbox: every call answers an empty one.

/** The messages named, all of the source named: one of another source is not found there. */
function namedMessages(all: InboxMessage[], source: string, ids: string[]): InboxMessage[] {
  if (ids.length === 0) throw badRequest('inbox.id.required', 'Name the messages');
  return ids.map((id) => {
    const message = all.find((m) => String(m.inboxId) === id && m.recordSource === source);
    if (!message) throw badRequest('message.notFound', 'This message does not exist');
    return message;
  });
}

function idsOf(body: Payload): string[] {
  const one = field(body, 'id');
  if (one) return [one];
  return Array.isArray(body.ids) ? body.ids.map(String) : [];
}

export const messageHandlers = callGroup(
  // The unread messages as one plain number, under both families' names (decision 057).
  handle(unreadCountEndpoint, ({ state, member }) => unreadCountOf(state.inboxes, member)),
  handle(inboxEndpoint, ({ state, member, query }) => {
    const page = platformPage(inboxOf(state.inboxes, member), query);
    return { content: page.items.map(messageWire), totalPages: page.totalPages };
  }),
  // ?recordSource= with {id} or {ids}: marks them read (again is fine).
  handle(updateInboxRead, ({ state, member, query, body }) => {
    const source = recordSourceOf(query);
    for (const message of namedMessages(inboxOf(state.inboxes, member), source, idsOf(body))) {
      message.read = true;
    }
    return null;
  }),
  // ?inboxIds=a&inboxIds=b&recordSource=
  handle(deleteInbox, ({ state, member, query }) => {
    const source = recordSourceOf(query);
    const all = inboxOf(state.inboxes, member);
    const gone = new Set(namedMessages(all, source, query.getAll('inboxIds')));
    state.inboxes.byMember.set(
      member.id,
      all.filter((m) => !gone.has(m)),
    );
    return null;
  }),
  // {promotionClaimList: [{promoType, claimId}]}: the state of each claim the member holds; others are left out.
  handle(promotionClaimStatus, ({ state, member, body }) => {
    const asked = Array.isArray(body.promotionClaimList) ? body.promotionClaimList : [];
    const rewards = issuedRewardsOf(state, member);
    const words = { I: 'claimable', C: 'claimed', E: 'expired' } as const;
    return asked.flatMap((entry: unknown) => {
      const { promoType, claimId } = (entry ?? {}) as Record<string, unknown>;
      const reward = rewards.find(
        (r) => r.promotionClaimId === String(claimId) && r.promotionType === String(promoType),
      );
      if (!reward) return [];
      const status = words[issuedStatus(reward, mockNow(state))];
      return [
        {
          promoType: reward.promotionType,
          claimId: reward.promotionClaimId,
          status,
          endTime: reward.expireMs,
        },
      ];
    });
  }),
  outboxHandlers,
);
