import { memberKeyRoot } from './member-data-keys';
import { selectIdentity, selectToken, useSessionStore } from './session-store';

/**
 * The member centre's own answers (badges, the merchant's wallet mode, the picture) sit under the member
 * root: the end of a session drops them with the rest of the member's data.
 */
export const centreKey = [...memberKeyRoot, 'centre'] as const;

/**
 * The member the centre's queries belong to. Keys hold the member's id (never the token), so another
 * login never reads these answers.
 */
export function useMemberScope(): { scope: string; member: boolean; trial: boolean } {
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  return {
    scope: identity?.customerId ?? 'none',
    member: token !== null && identity !== null,
    trial: identity?.trial ?? false,
  };
}
