import { afterEach, describe, expect, it } from 'vitest';
import { getState, resetMockState, setScopeResolver } from '../../mocks/state/store';

let scope: string | undefined;

describe('mock state scopes', () => {
  afterEach(() => {
    setScopeResolver(() => undefined);
  });

  it('keeps one state per scope, and a reset reseeds only its own', () => {
    setScopeResolver(() => scope);
    scope = undefined;
    const shared = getState();
    const seedClock = shared.clockMs;

    scope = 'test-a';
    getState().clockMs += 60_000;
    scope = 'test-b';
    expect(getState().clockMs).toBe(seedClock);
    getState().clockMs += 120_000;

    scope = 'test-a';
    expect(getState().clockMs).toBe(seedClock + 60_000);
    resetMockState();
    expect(getState().clockMs).toBe(seedClock);

    scope = 'test-b';
    expect(getState().clockMs).toBe(seedClock + 120_000);
    scope = undefined;
    expect(getState()).toBe(shared);
  });

  it('forgets the oldest scopes beyond twelve', () => {
    setScopeResolver(() => scope);
    scope = 'old';
    getState().clockMs += 1;
    for (let i = 0; i < 12; i++) {
      scope = `newer-${i}`;
      getState();
    }
    scope = 'old';
    const reseeded = getState().clockMs;
    scope = undefined;
    expect(reseeded).toBe(getState().clockMs);
  });
});
