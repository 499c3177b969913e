import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server, resetMockState } from '@mocks/node';
import { useClockPreference } from '@/features/safer-gambling/session/clock-preference';

// findBy* waits for what a person sees; on a loaded two-core CI machine a lazy chunk (the member centre, the
// agent centre, a popup that opens on its own) can take many seconds to appear the first time a test file
// needs it. One ceiling for every wait (no test sets a shorter one), not a sleep: a wait ends as soon as the
// thing is there.
configure({ asyncUtilTimeout: 45_000 });

// A test that logs an error or warning is a failing test: React and i18next warnings hide real bugs.
const consoleProblems: string[] = [];
beforeEach(() => {
  consoleProblems.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

// The header's session clock ticks every second on a timer of its own, outside anything a test awaits: a
// logged-in test on a slow machine would race it. It starts hidden (the member's choice); the tests of the
// clock itself show it (tests/safer-gambling/reality-check.test.tsx).
beforeEach(() => useClockPreference.setState({ hidden: true }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  if (consoleProblems.length > 0) {
    throw new Error(`Console output during test:\n${consoleProblems.join('\n')}`);
  }
});
afterAll(() => server.close());
