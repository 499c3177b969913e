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

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Pages and popups are lazy chunks that Vitest compiles on first use. Loading the common ones before the
  // tests keeps a busy machine's compile time out of each test's waits (and their late arrival outside act).
  const { pageChunks } = await import('@/app/page-chunks');
  await Promise.all([
    ...Object.values(pageChunks).map((load) => load()),
    import('@/features/auth/components/login-popup/login-popup'),
    import('@/components/confirm-dialog/confirm-dialog'),
    import('@/features/games/components/home/winners-board'),
    import('@/features/games/components/home/slot-section'),
  ]);
});
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
