export {
  i18n,
  initI18n,
  initialLanguage,
  chooseLanguage,
  applySiteDefaultLanguage,
  currentLanguage,
  ensureFormStrings,
  ensureCentreStrings,
  ensureMallStrings,
  ensureActivityStrings,
  ensureAgentStrings,
  ensureContentStrings,
} from './i18n';
export {
  languageDictionary,
  shippedLanguages,
  fallbackLanguage,
  isShippedLanguage,
  languageEntry,
  type LanguageEntry,
  type LanguageCode,
  type ShippedLanguage,
} from './languages';
export type { TranslationKey } from './resources';
