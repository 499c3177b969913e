import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page or popup chunk that could not be loaded even after a retry; the error boundary offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_TIMEOUT_MS = 120_000;

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
 * Loads a module with a time limit (product rules: 120 s) and one retry, because a flaky mobile connection often
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

/** Modules already loaded by `preloadModule`, by their loader. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * Starts loading a module ahead of its first render (start-up preloads the landing page this way). A
 * component from `lazyWithRetry` whose module has arrived by its first render renders at once, without
 * suspending: one commit instead of a fallback, then the page.
 */
export function preloadModule<M>(loader: () => Promise<M>): Promise<M> {
  return loader().then((module) => {
    loaded.set(loader, module);
    return module;
  });
}

/** How each chunk that failed is asked for anew. */
const rearm = new Set<() => void>();

/**
 * Lets every part whose chunk failed ask for it again on its next render: an error boundary's "Try again"
 * calls it before rendering the part anew.
 */
export function retryFailedChunks(): void {
  const waiting = [...rearm];
  rearm.clear();
  waiting.forEach((again) => again());
}

/** React.lazy over a named export, loaded through loadWithRetry; immediate when preloaded (preloadModule). */
export function lazyWithRetry<M, K extends keyof M>(
  loader: () => Promise<M>,
  exportName: K,
  options?: { timeoutMs?: number; retries?: number },
): ComponentType<M[K] extends ComponentType<infer P> ? P : never> {
  type P = M[K] extends ComponentType<infer Q> ? Q : never;
  // React.lazy keeps a failure for good: after one, an error boundary's Try again (retryFailedChunks) gives
  // the next render a fresh lazy that asks for the chunk again. Not at once: React renders a failed part
  // again by itself before it gives up, and a fresh lazy there would ask for the chunk over and over
  // instead of letting the error reach the boundary.
  const fresh = () =>
    lazy(async () => {
      try {
        const module = await loadWithRetry(loader, options);
        loaded.set(loader, module);
        return { default: module[exportName] as ComponentType<P> };
      } catch (error) {
        rearm.add(() => {
          Lazy = fresh();
        });
        throw error;
      }
    });
  let Lazy = fresh();
  function LazyOrLoaded(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the component would remount the page.
    const [ready] = useState(() => loaded.get(loader) as M | undefined);
    const Component = ready ? (ready[exportName] as ComponentType<P>) : Lazy;
    return createElement(Component as ComponentType<object>, props as object);
  }
  LazyOrLoaded.displayName = `Lazy(${String(exportName)})`;
  return LazyOrLoaded;
}
