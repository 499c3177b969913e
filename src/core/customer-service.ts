import { useMemo } from 'react';
import { isHttpUrl } from '@/lib/safe-url';
import { useSystemStatus, type ServiceEntry } from './api/system-status';
import { decryptServicePath } from './des-decrypt';
import type { ServiceLink } from './service-link';

/*
 * Imported only by what is drawn after the first paint (the footer, the right bar) or lazily (the status
 * pages' button), never through core's index: the DES code (crypto-js) it carries is not what the first
 * screen waits for. Reading is synchronous, so the links are there in the render that shows them.
 */

/**
 * The customer-service links ready to open: each path decrypted (des-decrypt.ts) or, when it does not
 * decrypt, taken as plain text, so both a sealed and a plain build work; only http(s) links are kept.
 */
export function readServiceLinks(entries: readonly ServiceEntry[]): ServiceLink[] {
  return entries.flatMap(({ csType, path }) => {
    const url = isHttpUrl(path) ? path : (decryptServicePath(path) ?? path);
    return isHttpUrl(url) ? [{ csType, url }] : [];
  });
}

const none: readonly ServiceEntry[] = [];

/** The status answer's customer-service links. */
export function useCustomerService(): readonly ServiceLink[] {
  const entries = useSystemStatus().data?.info.customerService ?? none;
  return useMemo(() => readServiceLinks(entries), [entries]);
}
