import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export { resetMockState } from './state/store';

/** The mock backend for Vitest; tests/setup.ts starts it and resets state after each test. */
export const server = setupServer(...handlers);
