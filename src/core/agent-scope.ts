import { memberKeyRoot } from './member-data-keys';
import { selectIdentity, selectToken, useSessionStore } from './session-store';

/** Under the member root: the end of a session drops it with the rest of the member's data. */
export const agentKey = [...memberKeyRoot, 'agent'] as const;

/**
 * Whose agent data the queries hold. Keys carry the member's id (never the token), so another login never
 * reads these answers; `agent` is false for a guest, a trial account or a member who is not an agent.
 */
export function useAgentScope(): {
  scope: string;
  member: boolean;
  trial: boolean;
  agent: boolean;
  /** A token is held but member info has not said who it is yet (a reload). */
  pending: boolean;
} {
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  const member = token !== null && identity !== null;
  const trial = identity?.trial ?? false;
  return {
    scope: identity?.customerId ?? 'none',
    member,
    trial,
    agent: member && !trial && (identity?.isAgent ?? false),
    pending: token !== null && identity === null,
  };
}
