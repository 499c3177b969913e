import { create } from 'zustand';
import type { GameRef } from './game-ref';

/**
 * Pages of each centre, by key. Each centre's table of pages (src/app/popups/member-centre.tsx and
 * agent-centre.tsx) fills its interface in by declaration merging: a page key is written once, in its row,
 * and lib need not import the app that holds the tables.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the member centre's table
export interface MemberCentrePages {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the agent centre's table
export interface AgentCentrePages {}

export type MemberCentrePage = Extract<keyof MemberCentrePages, string>;
export type AgentCentrePage = Extract<keyof AgentCentrePages, string>;

/** Props of a popup that opens with nothing to say. */
export type NoProps = Record<never, never>;

/**
 * Every global popup and the props it opens with. Features open each other's popups by these names
 * instead of importing each other's components.
 */
export interface PopupPropsByName {
  announcement: NoProps;
  notice: { index?: number };
  login: { redirectTo?: string };
  register: NoProps;
  changePassword: { username?: string; reason?: 'firstLogin' | 'expired' };
  forgotPassword: NoProps;
  helpCentre: { tag?: string };
  /** A vendor's game list (a VASSALAGE card in a vendor lane). */
  game: { vassalage: string; gameType: string; title?: string };
  /** A game under maintenance: its message (with when it ends, if the launch said), other games suggested. */
  gameMaintenance: { game: GameRef; endTime?: number | string | null };
  /** The rooms of a PVP game, to choose one before the game starts. */
  pvpRooms: { game: GameRef };
  contract: NoProps;
  chatRoom: NoProps;
  memberCentre: { page?: MemberCentrePage };
  agentCentre: { page?: AgentCentrePage };
  publicPopup: NoProps;
  feedback: NoProps;
  /** The reality check's reminder: time played and the result since login (the safer gambling tools). */
  realityCheck: NoProps;
  confirm: {
    title: string;
    message: string;
    confirmLabel?: string;
    cancelLabel?: string;
    /** 'info' tells something and offers only the confirm button (warnings, the trial-account notice). */
    kind?: 'confirm' | 'info';
    onConfirm?: () => void | Promise<void>;
  };
}

export type PopupName = keyof PopupPropsByName;

export type PopupEntry = {
  [N in PopupName]: {
    id: number;
    name: N;
    props: PopupPropsByName[N];
    /** Runs after the popup is closed, e.g. /help returns to / when its popup closes. */
    onClosed?: () => void;
    /** It opened on its own (openInTurn), not because the person asked; asked again should it wait anew. */
    inTurn?: () => boolean;
    /** It is on screen (the host says so once its code is in and it has drawn). */
    shown?: boolean;
  };
}[PopupName];

/** A popup that opens on its own, waiting until no other dialog is open. */
type WaitingPopup = {
  [N in PopupName]: {
    name: N;
    props: PopupPropsByName[N];
    /** Asked again when its turn comes: what it had to say may no longer be for whoever is there. */
    stillWanted: () => boolean;
  };
}[PopupName];

interface PopupState {
  stack: PopupEntry[];
  /** Popups that opened on their own and wait their turn, first come first shown. */
  waiting: WaitingPopup[];
  /**
   * What the Points Mall was doing when it sent the member to the member centre (a reward being redeemed
   * that needs a withdraw password first, say). Product rules: member and agent states: closing the member centre clears it.
   */
  pointMallHandle: string | null;
  setPointMallHandle: (handle: string | null) => void;
  open: <N extends PopupName>(
    name: N,
    // Props may be left out when none of them is required.
    ...args: NoProps extends PopupPropsByName[N]
      ? [props?: PopupPropsByName[N], onClosed?: () => void]
      : [props: PopupPropsByName[N], onClosed?: () => void]
  ) => number;
  /**
   * Opens a popup nobody asked for (announcements, a contract offer) when its turn comes: at once on a free
   * screen, else once every dialog open now, and every popup that waited before it, has closed. One modal
   * dialog at a time.
   */
  openInTurn: <N extends PopupName>(name: N, props: PopupPropsByName[N], stillWanted?: () => boolean) => void;
  /** The host's word that a popup is on screen: until then a popup the person opens takes its place. */
  markShown: (id: number) => void;
  close: (id: number) => void;
  closeByName: (name: PopupName) => void;
}

let nextId = 1;

export const usePopupStore = create<PopupState>()((set, get) => {
  const isOpenOrWaiting = (name: PopupName) =>
    get().stack.some((p) => p.name === name) || get().waiting.some((p) => p.name === name);

  /** Puts the next waiting popup still wanted on a free screen. */
  const nextInTurn = () => {
    while (get().stack.length === 0 && get().waiting.length > 0) {
      const [next, ...rest] = get().waiting;
      set({ waiting: rest });
      if (!next!.stillWanted()) continue;
      const entry = {
        id: nextId++,
        name: next!.name,
        props: next!.props,
        inTurn: next!.stillWanted,
      } as PopupEntry;
      set({ stack: [entry] });
    }
  };

  return {
    stack: [],
    waiting: [],
    pointMallHandle: null,
    setPointMallHandle: (pointMallHandle) => set({ pointMallHandle }),
    open: (name, ...args) => {
      const [props, onClosed] = args;
      // Opening a popup that is already open brings nothing new (a double click, a re-run effect).
      const existing = get().stack.find((p) => p.name === name && name !== 'confirm');
      if (existing) return existing.id;
      const id = nextId++;
      const entry = { id, name, props: props ?? {}, onClosed } as PopupEntry;
      set((state) => {
        // A popup that opened on its own but is not on screen yet (its code still loading) gives way to the
        // one the person asked for, and waits again, ahead of the others.
        const early = state.stack.filter((p) => p.inTurn && !p.shown);
        const back = early.map((p) => ({ name: p.name, props: p.props, stillWanted: p.inTurn! }));
        return {
          stack: [...state.stack.filter((p) => !early.includes(p)), entry],
          waiting: [...(back as WaitingPopup[]), ...state.waiting],
        };
      });
      return id;
    },
    openInTurn: (name, props, stillWanted = () => true) => {
      if (isOpenOrWaiting(name)) return;
      set((state) => ({ waiting: [...state.waiting, { name, props, stillWanted } as WaitingPopup] }));
      nextInTurn();
    },
    markShown: (id) => {
      if (!get().stack.some((p) => p.id === id && !p.shown)) return;
      set((state) => ({ stack: state.stack.map((p) => (p.id === id ? { ...p, shown: true } : p)) }));
    },
    close: (id) => {
      const entry = get().stack.find((p) => p.id === id);
      if (!entry) return;
      set((state) => ({
        stack: state.stack.filter((p) => p.id !== id),
        pointMallHandle: entry.name === 'memberCentre' ? null : state.pointMallHandle,
      }));
      entry.onClosed?.();
      nextInTurn();
    },
    closeByName: (name) => {
      set((state) => ({ waiting: state.waiting.filter((p) => p.name !== name) }));
      for (const entry of get().stack.filter((p) => p.name === name)) get().close(entry.id);
    },
  };
});

/** Opening from outside React (the API client's 401 hook) goes through the same store. */
export const openPopup: PopupState['open'] = (name, ...args) => usePopupStore.getState().open(name, ...args);

/** A popup nobody asked for waits its turn (see the store's openInTurn). */
export const openPopupInTurn: PopupState['openInTurn'] = (name, props, stillWanted) =>
  usePopupStore.getState().openInTurn(name, props, stillWanted);

/** Closes every popup of that name (and forgets one waiting its turn), from outside React. */
export const closePopupsNamed: PopupState['closeByName'] = (name) =>
  usePopupStore.getState().closeByName(name);
