import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { isHttpUrl } from '@/lib/safe-url';
import { useSystemStatus, type ServiceEntry } from './api/system-status';

export interface ServiceLink {
  csType: string;
  url: string;
}

/**
 * The customer-service links ready to open: each path decrypted (des-decrypt.ts) or, when it does not
 * decrypt, taken as plain text, so both a sealed and a plain build work; only http(s) links are kept.
 * A plain URL never loads the decryption code.
 */
export async function readServiceLinks(entries: readonly ServiceEntry[]): Promise<ServiceLink[]> {
  const sealed = entries.some((e) => !isHttpUrl(e.path));
  const decrypt = sealed ? (await import('./des-decrypt')).decryptServicePath : () => null;
  return entries.flatMap(({ csType, path }) => {
    const url = isHttpUrl(path) ? path : (decrypt(path) ?? path);
    return isHttpUrl(url) ? [{ csType, url }] : [];
  });
}

/** The first link of the asked type (the reference opens customer service by `csType`), else undefined. */
export function serviceLinkOf(links: readonly ServiceLink[], csType: string): ServiceLink | undefined {
  return links.find((l) => l.csType.toUpperCase() === csType.toUpperCase());
}

const serviceLinksQuery = (entries: readonly ServiceEntry[]) =>
  queryOptions({
    queryKey: ['site', 'customerService', entries] as const,
    queryFn: () => readServiceLinks(entries),
    staleTime: Infinity,
  });

const none: readonly ServiceLink[] = [];

/**
 * The status answer's customer-service links; empty until they are read. They are read after the first
 * paint: a sealed path needs the DES code (crypto-js), which the first screen must not wait for.
 */
export function useCustomerService(): readonly ServiceLink[] {
  const entries = useSystemStatus().data?.info.customerService ?? [];
  const painted = useAfterFirstPaint();
  return useQuery({ ...serviceLinksQuery(entries), enabled: painted && entries.length > 0 }).data ?? none;
}
