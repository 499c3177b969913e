import { create } from 'zustand';
import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';

interface LayoutState {
  /** The visitor's choice for this session; routes decide whether the side menu exists at all. */
  sideMenuCollapsed: boolean;
  rightBarCollapsed: boolean;
  toggleSideMenu: () => void;
  toggleRightBar: () => void;
}

function storedFlag(
  key: (typeof shellSessionKeys)[keyof typeof shellSessionKeys],
  fallback: boolean,
): boolean {
  const value = sessionStore.get(key);
  return value === null ? fallback : value === 'true';
}

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  sideMenuCollapsed: storedFlag(shellSessionKeys.sideMenuCollapsed, false),
  // The bar starts folded to its slim strip so it never covers the page; the visitor opens it for QR codes.
  rightBarCollapsed: storedFlag(shellSessionKeys.rightBarCollapsed, true),
  toggleSideMenu: () => {
    const next = !get().sideMenuCollapsed;
    sessionStore.set(shellSessionKeys.sideMenuCollapsed, String(next));
    set({ sideMenuCollapsed: next });
  },
  toggleRightBar: () => {
    const next = !get().rightBarCollapsed;
    sessionStore.set(shellSessionKeys.rightBarCollapsed, String(next));
    set({ rightBarCollapsed: next });
  },
}));
