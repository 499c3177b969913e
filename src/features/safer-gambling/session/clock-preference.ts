import { create } from 'zustand';
import { localStore } from '@/lib/storage';
import { localKeys } from '@/lib/storage-keys';

interface ClockPreference {
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
}

/** Whether the header shows the session clock: the member's choice, kept by this browser across sessions. */
export const useClockPreference = create<ClockPreference>()((set) => ({
  hidden: localStore.get(localKeys.sessionClockHidden) === '1',
  setHidden: (hidden) => {
    localStore.set(localKeys.sessionClockHidden, hidden ? '1' : '0');
    set({ hidden });
  },
}));
