import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '@/lib/storage';
import { localKeys } from '@/lib/storage-keys';
import { fallbackLanguage, isShippedLanguage, languageEntry, type ShippedLanguage } from './languages';
import { loadLocale, type LocalePart } from './load-locale';

export const i18n = i18next.createInstance();

/** i18next works with lower-case codes; the portal and its backend speak upper-case ones. */
const toI18nCode = (code: ShippedLanguage) => code.toLowerCase();

export function currentLanguage(): ShippedLanguage {
  const code = (i18n.resolvedLanguage ?? i18n.language ?? fallbackLanguage).toUpperCase();
  return isShippedLanguage(code) ? code : fallbackLanguage;
}

function applyToDocument(code: ShippedLanguage): void {
  const entry = languageEntry(code);
  document.documentElement.lang = entry?.tag ?? code.toLowerCase();
  document.documentElement.dir = entry?.rtl ? 'rtl' : 'ltr';
}

/** Parts beyond the base strings that something on screen has asked for; a language switch loads them too. */
const wantedParts = new Set<LocalePart>();
const loadedParts = new Map<string, Promise<void>>();

function ensurePart(code: ShippedLanguage, part: LocalePart): Promise<void> {
  const id = `${code}:${part}`;
  let loading = loadedParts.get(id);
  if (!loading) {
    loading = loadLocale(code, part).then((table) => {
      i18n.addResourceBundle(toI18nCode(code), 'translation', table, true, true);
    });
    loading.catch(() => loadedParts.delete(id));
    loadedParts.set(id, loading);
  }
  return loading;
}

async function ensureLoaded(code: ShippedLanguage): Promise<void> {
  const parts: LocalePart[] = ['base', ...wantedParts];
  if (i18n.hasResourceBundle(toI18nCode(code), 'translation')) parts.shift();
  await Promise.all(parts.map((part) => ensurePart(code, part)));
}

/**
 * Loads the account forms' strings (login, registration, passwords) in the current language and the
 * fallback; the popups that need them wait for this before they render.
 */
export function ensureFormStrings(): Promise<void> {
  return ensureParts(['forms']);
}

/** The member centre's strings, with the forms' (its profile reuses the registration's rule messages). */
export function ensureCentreStrings(): Promise<void> {
  return ensureParts(['forms', 'centre']);
}

/** The Points Mall's strings, without the member centre's. */
export function ensureMallStrings(): Promise<void> {
  return ensureParts(['mall']);
}

/** The promotions page's and the member's activities' strings (statuses, actions, the application). */
export function ensureActivityStrings(): Promise<void> {
  return ensureParts(['activities']);
}

/** The strings of pages and popups no first screen reads (load-locale.ts: `content`). */
export function ensureContentStrings(): Promise<void> {
  return ensureParts(['content']);
}

/** The agent centre's strings, with the member centre's (its pages share the centre's states and words). */
export function ensureAgentStrings(): Promise<void> {
  return ensureParts(['forms', 'centre', 'agent']);
}

async function ensureParts(parts: readonly LocalePart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  const codes = new Set<ShippedLanguage>([currentLanguage(), fallbackLanguage]);
  await Promise.all([...codes].flatMap((code) => parts.map((part) => ensurePart(code, part))));
}

/**
 * Start-up language (product rules: audiences and languages): the visitor's stored choice (hisLang), then the site default.
 * The site default may be refined later by the system status (applySiteDefaultLanguage).
 */
export function initialLanguage(siteDefault: string): ShippedLanguage {
  const stored = localStore.get(localKeys.hisLang);
  if (isShippedLanguage(stored)) return stored.toUpperCase() as ShippedLanguage;
  if (isShippedLanguage(siteDefault)) return siteDefault.toUpperCase() as ShippedLanguage;
  return fallbackLanguage;
}

export async function initI18n(language: ShippedLanguage): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    const codes = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
    const tables = await Promise.all(codes.map((code) => loadLocale(code)));
    await i18n.use(initReactI18next).init({
      lng: toI18nCode(language),
      fallbackLng: toI18nCode(fallbackLanguage),
      supportedLngs: ['en', 'pt'],
      load: 'currentOnly',
      // Other languages are added when chosen, so the resources given here are only a start.
      partialBundledLanguages: true,
      resources: Object.fromEntries(codes.map((code, i) => [toI18nCode(code), { translation: tables[i] }])),
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  } else {
    await ensureLoaded(language);
    if (i18n.language !== toI18nCode(language)) await i18n.changeLanguage(toI18nCode(language));
  }
  applyToDocument(language);
  return i18n;
}

/**
 * The visitor picks a language: remember it (hisLang and lang), load it, switch. Callers refetch
 * language-dependent server data afterwards because the API sends the language with every call.
 */
export async function chooseLanguage(code: ShippedLanguage): Promise<void> {
  localStore.set(localKeys.hisLang, code);
  localStore.set(localKeys.lang, code);
  await ensureLoaded(code);
  await i18n.changeLanguage(toI18nCode(code));
  applyToDocument(code);
}

/** When the visitor never chose a language, the site's configured default wins over the build default. */
export async function applySiteDefaultLanguage(siteDefault: string | undefined): Promise<boolean> {
  if (localStore.get(localKeys.hisLang) || !isShippedLanguage(siteDefault)) return false;
  const code = siteDefault.toUpperCase() as ShippedLanguage;
  if (code === currentLanguage()) return false;
  await ensureLoaded(code);
  await i18n.changeLanguage(toI18nCode(code));
  applyToDocument(code);
  return true;
}
