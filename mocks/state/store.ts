import type { MockState } from './mock-state';
import { seedState } from './seed';

export type { FailureRule, MockState, Scenario, SiteStatus } from './mock-state';

/*
 * One state per scope: the e2e suite runs two workers against one server, and each test names its own scope
 * (the X-Mock-Scope header, read by vite-plugin.ts), so that a reset or a scenario of one test never lands in
 * another's. Without a scope (the dev server, the demo, Vitest) there is one shared state.
 * Only the edge reads it (the protocol, the handlers, the control calls, the socket): the domains are handed
 * the state, so none of them imports this file (decision 032).
 */
let sharedState: MockState = seedState();
const scopedStates = new Map<string, MockState>();
/** Enough for every test in flight on two workers, with their retries; the oldest goes first. */
const MAX_SCOPES = 12;
let currentScope: () => string | undefined = () => undefined;

/** The server that mounts the mock says how to know the scope of the request being answered. */
export function setScopeResolver(resolve: () => string | undefined): void {
  currentScope = resolve;
}

function scopedState(scope: string, fresh: boolean): MockState {
  let found = fresh ? undefined : scopedStates.get(scope);
  if (!found) {
    found = seedState();
    scopedStates.delete(scope);
    scopedStates.set(scope, found);
    for (const oldest of scopedStates.keys()) {
      if (scopedStates.size <= MAX_SCOPES) break;
      scopedStates.delete(oldest);
    }
  }
  return found;
}

/** The state of the request being answered: its scope's, or the shared one. */
export function getState(): MockState {
  const scope = currentScope();
  return scope === undefined ? sharedState : scopedState(scope, false);
}

/** Rebuilds every mutable part from the seed; the read-only catalogue is kept (it never changes). */
export function resetMockState(): void {
  const scope = currentScope();
  if (scope === undefined) sharedState = seedState();
  else scopedState(scope, true);
}
