import type { ShippedLanguage } from './languages';

type LocaleModule = { default: Record<string, string> };

// Each language's area files form their own lazy chunks; only the chosen language is downloaded.
const localeFiles = import.meta.glob<LocaleModule>('../locales/*/*.json');

/** Loads and merges every area file of one language into a single flat translation table. */
export async function loadLocale(code: ShippedLanguage): Promise<Record<string, string>> {
  const folder = `../locales/${code.toLowerCase()}/`;
  const loaders = Object.entries(localeFiles).filter(([path]) => path.startsWith(folder));
  const modules = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...modules.map((m) => m.default)) as Record<string, string>;
}
