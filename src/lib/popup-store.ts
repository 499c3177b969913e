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
  /** A game under maintenance: its message, with other games of its kind suggested. */
  gameMaintenance: { game: GameRef };
  /** The rooms of a PVP game, to choose one before the game starts. */
  pvpRooms: { game: GameRef };
  contract: NoProps;
  chatRoom: NoProps;
  memberCentre: { page?: MemberCentrePage };
  agentCentre: { page?: AgentCentrePage };
  publicPopup: NoProps;
  feedback: NoProps;
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
  };
}[PopupName];

interface PopupState {
  stack: PopupEntry[];
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
  close: (id: number) => void;
  closeByName: (name: PopupName) => void;
  closeAll: () => void;
}

let nextId = 1;

export const usePopupStore = create<PopupState>()((set, get) => ({
  stack: [],
  pointMallHandle: null,
  setPointMallHandle: (pointMallHandle) => set({ pointMallHandle }),
  open: (name, ...args) => {
    const [props, onClosed] = args;
    // Opening a popup that is already open brings nothing new (a double click, a re-run effect).
    const existing = get().stack.find((p) => p.name === name && name !== 'confirm');
    if (existing) return existing.id;
    const id = nextId++;
    const entry = { id, name, props: props ?? {}, onClosed } as PopupEntry;
    set((state) => ({ stack: [...state.stack, entry] }));
    return id;
  },
  close: (id) => {
    const entry = get().stack.find((p) => p.id === id);
    if (!entry) return;
    set((state) => ({
      stack: state.stack.filter((p) => p.id !== id),
      pointMallHandle: entry.name === 'memberCentre' ? null : state.pointMallHandle,
    }));
    entry.onClosed?.();
  },
  closeByName: (name) => {
    for (const entry of get().stack.filter((p) => p.name === name)) get().close(entry.id);
  },
  closeAll: () => {
    for (const entry of [...get().stack].reverse()) get().close(entry.id);
  },
}));

/** Opening from outside React (the API client's 401 hook) goes through the same store. */
export const openPopup: PopupState['open'] = (name, ...args) => usePopupStore.getState().open(name, ...args);
