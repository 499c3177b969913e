/** A customer-service link ready to open: its `csType` and a checked http(s) URL. */
export interface ServiceLink {
  csType: string;
  url: string;
}

/** The first link of the asked type (the reference opens customer service by `csType`), else undefined. */
export function serviceLinkOf(links: readonly ServiceLink[], csType: string): ServiceLink | undefined {
  return links.find((l) => l.csType.toUpperCase() === csType.toUpperCase());
}
