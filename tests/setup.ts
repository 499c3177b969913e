import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server, resetMockState } from '@mocks/node';

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
