import { create } from 'zustand';

/**
 * What the live-events socket says happened, in words the toaster can show (decision 040). Core's live
 * events push these; the live-notices feature reads them. Core may not import a feature, so the channel
 * between them lives here.
 */
export type LiveNotice =
  | ({ kind: 'deposit'; outcome: 'credited' | 'failed' } & OrderDetails)
  | ({ kind: 'withdrawal'; outcome: 'approved' | 'rejected' } & OrderDetails)
  /** The title is the sender's text: shown as text, never as markup. */
  | { kind: 'message'; title: string | null }
  | { kind: 'contractOffer' };

/** A decided order as the event words it; times are the server's "yyyy-MM-dd HH:mm:ss". */
export interface OrderDetails {
  amount: number;
  requestTime: string;
  /** When it was decided (the event's time), when the server said. */
  at: string | null;
}

export interface ShownNotice {
  id: number;
  notice: LiveNotice;
}

/** A burst of events keeps only the newest few on screen: the lists and the inbox hold the rest. */
export const MAX_NOTICES = 4;

export const useLiveNotices = create<{ notices: readonly ShownNotice[] }>(() => ({ notices: [] }));

let nextId = 1;

export function pushNotice(notice: LiveNotice): void {
  const shown = { id: nextId++, notice };
  useLiveNotices.setState(({ notices }) => ({ notices: [...notices, shown].slice(-MAX_NOTICES) }));
}

export function dismissNotice(id: number): void {
  useLiveNotices.setState(({ notices }) => ({ notices: notices.filter((shown) => shown.id !== id) }));
}

/** The session ended: what was said to it is no one else's business. */
export function clearNotices(): void {
  useLiveNotices.setState({ notices: [] });
}
