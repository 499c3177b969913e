import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import type { MockState } from '../../state/mock-state';

/**
 * What changed for a member: the event names it, and the client reads the change itself. A decided deposit
 * or withdrawal, and a message, also carry fields that only word the member's notice (decision 040).
 */
export type LiveEventType = 'balance' | 'message' | 'contractOffer' | 'deposit' | 'withdrawal';

export const liveEventTypes: readonly LiveEventType[] = [
  'balance',
  'message',
  'contractOffer',
  'deposit',
  'withdrawal',
];

/** The display-only fields of an event (mocks/README.md "Live events"); never `type` or `at`. */
export type LiveEventFields = Record<string, string | number | null>;

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
  fields: LiveEventFields = {},
): number {
  const set = state.liveListeners.get(memberId);
  if (!set) return 0;
  const data = JSON.stringify({ ...fields, type, at: formatDateTime(mockNow(state)) });
  for (const listener of set) listener.send(data);
  return set.size;
}
