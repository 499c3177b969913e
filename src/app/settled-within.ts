/** How long the first render waits for the vendor list, the announcements and the landing page's code; past this they fill in when they come. */
export const START_UP_WAIT_MS = 1000;

/** Resolves when `promise` settles or `ms` have passed, whichever comes first; never fails. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
