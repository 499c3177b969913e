import { useCallback, useEffect, useId, useRef } from 'react';
import { create } from 'zustand';

/**
 * Actions under way, by name, each with what it works on (the game being started, say). One action per
 * click: a click on an action that is still pending is ignored, however fast the clicks come, because the
 * check happens synchronously in the click itself, before React has re-rendered the control as busy.
 */
const usePendingStore = create<{ running: Readonly<Record<string, string>> }>(() => ({ running: {} }));

function settle(name: string): void {
  usePendingStore.setState(({ running }) => {
    const { [name]: _done, ...rest } = running;
    return { running: rest };
  });
}

/**
 * Runs `action` unless the action `name` is already running, in which case nothing happens and undefined
 * comes back. `subject` names what the action works on, so only that control shows itself busy.
 */
export function runExclusive<T>(
  name: string,
  action: () => Promise<T>,
  subject = '',
): Promise<T> | undefined {
  if (name in usePendingStore.getState().running) return undefined;
  usePendingStore.setState(({ running }) => ({ running: { ...running, [name]: subject } }));
  let pending: Promise<T>;
  try {
    pending = action();
  } catch (error) {
    settle(name);
    throw error;
  }
  return pending.finally(() => settle(name));
}

/** Whether the action `name` is running (on `subject`, when one is given). */
export function usePendingAction(name: string, subject?: string): boolean {
  return usePendingStore(({ running }) =>
    subject === undefined ? name in running : running[name] === subject,
  );
}

/**
 * A control's own action, exclusive to that control: `run` ignores clicks while the previous run is
 * pending, and `busy` says so for the control (Button's `busy`, or aria-busy).
 */
export function useExclusiveAction<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): { run: (...args: A) => void; busy: boolean } {
  const name = `control:${useId()}`;
  const current = useRef(action);
  useEffect(() => {
    current.current = action;
  }, [action]);
  const busy = usePendingAction(name);
  const run = useCallback(
    (...args: A) => {
      // Failures are the action's to report; an unhandled rejection here would only reach the console.
      void runExclusive(name, () => current.current(...args))?.catch(() => undefined);
    },
    [name],
  );
  return { run, busy };
}
