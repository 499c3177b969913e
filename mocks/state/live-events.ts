import { mockNow } from './clock';
import { formatDateTime } from './dates';
import { getState, type MockState } from './store';

/** What changed for a member: the event names it, and the client reads the change itself (no amounts). */
export type LiveEventType = 'balance' | 'message' | 'contractOffer';

export const liveEventTypes: readonly LiveEventType[] = ['balance', 'message', 'contractOffer'];

/** One open, authenticated socket as the state sees it; the server (mocks/live-socket.ts) owns the rest. */
export interface LiveListener {
  send(data: string): void;
}

/*
 * Sockets belong to the state they authenticated in: a test's scope (its own state) never hears another
 * test's events, and a reset (a new state, every session gone) leaves the old sockets unreachable, as the
 * sessions they were opened with.
 */
const listenersOf = new WeakMap<MockState, Map<number, Set<LiveListener>>>();

function listeners(): Map<number, Set<LiveListener>> {
  const state = getState();
  let found = listenersOf.get(state);
  if (!found) {
    found = new Map();
    listenersOf.set(state, found);
  }
  return found;
}

/** Adds a socket of this member to the current state; the returned function removes it (on close). */
export function addLiveListener(memberId: number, listener: LiveListener): () => void {
  const byMember = listeners();
  const set = byMember.get(memberId) ?? new Set<LiveListener>();
  set.add(listener);
  byMember.set(memberId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0 && byMember.get(memberId) === set) byMember.delete(memberId);
  };
}

export function liveListenerCount(memberId: number): number {
  return listeners().get(memberId)?.size ?? 0;
}

/** Tells every open socket of the member that something changed; answers how many were told. */
export function emitLiveEvent(memberId: number, type: LiveEventType): number {
  const set = listeners().get(memberId);
  if (!set) return 0;
  const data = JSON.stringify({ type, at: formatDateTime(mockNow()) });
  for (const listener of set) listener.send(data);
  return set.size;
}
