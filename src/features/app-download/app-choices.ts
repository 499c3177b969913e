import { resourceOf, type Resource } from '@/core';

/** The apps the download page offers, in its order: the store app for each phone, then the lighter iOS one. */
export const appKinds = ['IOS', 'ANDROID', 'IOS_LITE'] as const;
export type AppKind = (typeof appKinds)[number];

export interface AppChoice {
  kind: AppKind;
  /** Its download link (a plain http(s) address from the status resources), or null when the site has none. */
  url: string | null;
}

/** Each app with the link the site's status gives it; an app without a usable link is still listed, as missing. */
export function appChoices(resources: readonly Resource[]): AppChoice[] {
  return appKinds.map((kind) => ({ kind, url: resourceOf(resources, kind)?.url ?? null }));
}
