import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import type { MockState } from '../../state/mock-state';

/** What changed for a member: the event names it, and the client reads the change itself (no amounts). */
export type LiveEventType = 'balance' | 'message' | 'contractOffer';

export const liveEventTypes: readonly LiveEventType[] = ['balance', 'message', 'contractOffer'];

/** One open, authenticated socket as the state sees it; the server (mocks/live-socket.ts) owns the rest. */
export interface LiveListener {
  send(data: string): void;
}

/** member id -> the member's open sockets in one state (MockState.liveListeners). */
export type LiveListeners = Map<number, Set<LiveListener>>;

/** Adds a socket of this member to a state's listeners; the returned function removes it (on close). */
export function addLiveListener(
  byMember: LiveListeners,
  memberId: number,
  listener: LiveListener,
): () => void {
  const set = byMember.get(memberId) ?? new Set<LiveListener>();
  set.add(listener);
  byMember.set(memberId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0 && byMember.get(memberId) === set) byMember.delete(memberId);
  };
}

export function liveListenerCount(byMember: LiveListeners, memberId: number): number {
  return byMember.get(memberId)?.size ?? 0;
}

/** Tells every open socket of the member that something changed; answers how many were told. */
export function emitLiveEvent(
  state: Pick<MockState, 'liveListeners' | 'clockMs'>,
  memberId: number,
  type: LiveEventType,
): number {
  const set = state.liveListeners.get(memberId);
  if (!set) return 0;
  const data = JSON.stringify({ type, at: formatDateTime(mockNow(state)) });
  for (const listener of set) listener.send(data);
  return set.size;
}
