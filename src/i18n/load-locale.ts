import type { ShippedLanguage } from './languages';

type LocaleModule = { default: Record<string, string> };

/**
 * Strings come in parts: `base` (the area files directly under locales/<lang>/, needed on every page),
 * `forms` (locales/<lang>/forms/, the account popups), `centre` (locales/<lang>/centre/, the member
 * centre), `mall` (locales/<lang>/mall/, the Points Mall) and `activities` (locales/<lang>/activities/, the
 * promotions page and the member's activities, also shown in the member centre), each a lazy chunk per language, so a first
 * visit downloads only the chosen language's base strings and a login popup does not wait for the cashier's.
 */
export type LocalePart = 'base' | 'forms' | 'centre' | 'mall' | 'activities';

const localeFiles: Record<LocalePart, Record<string, () => Promise<LocaleModule>>> = {
  base: import.meta.glob<LocaleModule>('../../locales/*/*.json'),
  forms: import.meta.glob<LocaleModule>('../../locales/*/forms/*.json'),
  centre: import.meta.glob<LocaleModule>('../../locales/*/centre/*.json'),
  mall: import.meta.glob<LocaleModule>('../../locales/*/mall/*.json'),
  activities: import.meta.glob<LocaleModule>('../../locales/*/activities/*.json'),
};

/** Loads and merges the area files of one part of one language into a single flat translation table. */
export async function loadLocale(
  code: ShippedLanguage,
  part: LocalePart = 'base',
): Promise<Record<string, string>> {
  const folder = `../../locales/${code.toLowerCase()}/`;
  const loaders = Object.entries(localeFiles[part]).filter(([path]) => path.startsWith(folder));
  const modules = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...modules.map((m) => m.default)) as Record<string, string>;
}
