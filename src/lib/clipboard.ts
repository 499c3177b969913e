export type CopyState = 'idle' | 'copied' | 'refused';

/** Writes to the clipboard; no clipboard at all (an insecure origin, an old browser) is a refusal. */
export async function copyText(value: string): Promise<CopyState> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(value);
    return 'copied';
  } catch {
    return 'refused';
  }
}
