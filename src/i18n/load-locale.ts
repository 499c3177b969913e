import type { ShippedLanguage } from './languages';

type LocaleModule = { default: Record<string, string> };

/**
 * Strings come in parts: `base` (the area files directly under locales/<lang>/, needed on every page),
 * `forms` (locales/<lang>/forms/, the account popups), `centre` (locales/<lang>/centre/, the member
 * centre), `mall` (locales/<lang>/mall/, the Points Mall) and `activities` (locales/<lang>/activities/, the
 * promotions page and the member's activities, also shown in the member centre), `agent`
 * (locales/<lang>/agent/, the agent centre) and `content` (locales/<lang>/content/, pages and popups no
 * first screen reads: the app download page, help, chat, the lottery pages), each a lazy chunk per
 * language, so a first visit downloads only the chosen language's base strings and a login popup does not
 * wait for the cashier's.
 */
export type LocalePart = 'base' | 'forms' | 'centre' | 'mall' | 'activities' | 'agent' | 'content';

/**
 * One module per part and language (src/i18n/parts/<part>.<lang>.ts) merges that part's area files: the
 * first visit then carries one loader per part and language, not one per file (fifty and growing).
 */
const partModules = import.meta.glob<LocaleModule>('./parts/*.ts');

/** Loads one part of one language as a single flat translation table. */
export async function loadLocale(
  code: ShippedLanguage,
  part: LocalePart = 'base',
): Promise<Record<string, string>> {
  const load = partModules[`./parts/${part}.${code.toLowerCase()}.ts`];
  if (!load) throw new Error(`No strings for ${part} in ${code}`);
  return (await load()).default;
}
