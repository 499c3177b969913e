/** Resolves after `ms` (0: in a later task, once the browser has run what waits). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
