import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page or popup chunk that could not be loaded even after a retry; the error boundary offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads a module with a time limit (spec: 120 s) and one retry, because a flaky mobile connection often
 * succeeds on the second try; after that a ChunkLoadError reaches the nearest error boundary.
 */
export async function loadWithRetry<T>(
  loader: () => Promise<T>,
  { timeoutMs = CHUNK_TIMEOUT_MS, retries = 1 }: { timeoutMs?: number; retries?: number } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await withTimeout(loader(), timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw new ChunkLoadError(lastError);
}

/** React.lazy over a named export, loaded through loadWithRetry. */
export function lazyWithRetry<M, K extends keyof M>(
  loader: () => Promise<M>,
  exportName: K,
  options?: { timeoutMs?: number; retries?: number },
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  type C = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  return lazy(async () => {
    const module = await loadWithRetry(loader, options);
    return { default: module[exportName] as C };
  });
}
