import { isEndpoint, type Endpoint } from '@/api/endpoint';

/**
 * Every endpoint module of the portal: src/api, src/core/api and the features, where an endpoint sits with
 * what uses it (an api/ folder, or a capability's sub-area such as withdraw/receipts/, decision 030).
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/api/*.ts', '/src/core/api/**/*.ts', '/src/features/**/*.ts', '!**/index.ts'],
  { eager: true },
);

// A Set: an index module re-exports some endpoints.
export const allEndpoints: readonly Endpoint[] = [
  ...new Set(Object.values(modules).flatMap((m) => Object.values(m).filter(isEndpoint))),
];
