/**
 * The translation dictionary's language codes (product rules: constants and limits) with their native names and flags. The
 * codes are the portal's own upper-case codes, which are also what the backend's Language header takes.
 * Flags are emoji so nothing is downloaded; the shipped languages also have inline SVG flags (flag-icon).
 */
export interface LanguageEntry {
  code: string;
  /** The name in the language itself, as a speaker would look for it in a list. */
  nativeName: string;
  /** BCP 47 tag for <html lang> and number formatting. */
  tag: string;
  flag: string;
  rtl?: boolean;
}

export const languageDictionary = [
  { code: 'CN', nativeName: '简体中文', tag: 'zh-CN', flag: '🇨🇳' },
  { code: 'EN', nativeName: 'English', tag: 'en', flag: '🇬🇧' },
  { code: 'JA', nativeName: '日本語', tag: 'ja', flag: '🇯🇵' },
  { code: 'TH', nativeName: 'ไทย', tag: 'th', flag: '🇹🇭' },
  { code: 'VI', nativeName: 'Tiếng Việt', tag: 'vi', flag: '🇻🇳' },
  { code: 'MY', nativeName: 'မြန်မာ', tag: 'my', flag: '🇲🇲' },
  { code: 'ES', nativeName: 'Español', tag: 'es', flag: '🇪🇸' },
  { code: 'HI', nativeName: 'हिन्दी', tag: 'hi', flag: '🇮🇳' },
  { code: 'ID', nativeName: 'Bahasa Indonesia', tag: 'id', flag: '🇮🇩' },
  { code: 'KM', nativeName: 'ខ្មែរ', tag: 'km', flag: '🇰🇭' },
  { code: 'KO', nativeName: '한국어', tag: 'ko', flag: '🇰🇷' },
  { code: 'MS', nativeName: 'Bahasa Melayu', tag: 'ms', flag: '🇲🇾' },
  { code: 'PT', nativeName: 'Português', tag: 'pt-BR', flag: '🇧🇷' },
  { code: 'TA', nativeName: 'தமிழ்', tag: 'ta', flag: '🇮🇳' },
  { code: 'TW', nativeName: '繁體中文', tag: 'zh-TW', flag: '🇹🇼' },
  { code: 'TL', nativeName: 'Filipino', tag: 'fil', flag: '🇵🇭' },
  { code: 'UR', nativeName: 'اردو', tag: 'ur', flag: '🇵🇰', rtl: true },
  { code: 'TR', nativeName: 'Türkçe', tag: 'tr', flag: '🇹🇷' },
  { code: 'BN', nativeName: 'বাংলা', tag: 'bn', flag: '🇧🇩' },
  { code: 'AR', nativeName: 'العربية', tag: 'ar', flag: '🇸🇦', rtl: true },
  { code: 'FA', nativeName: 'فارسی', tag: 'fa', flag: '🇮🇷', rtl: true },
  { code: 'RU', nativeName: 'Русский', tag: 'ru', flag: '🇷🇺' },
  { code: 'KK', nativeName: 'Қазақ тілі', tag: 'kk', flag: '🇰🇿' },
  { code: 'UZ', nativeName: 'Oʻzbekcha', tag: 'uz', flag: '🇺🇿' },
  { code: 'LO', nativeName: 'ລາວ', tag: 'lo', flag: '🇱🇦' },
  { code: 'NE', nativeName: 'नेपाली', tag: 'ne', flag: '🇳🇵' },
  { code: 'FR', nativeName: 'Français', tag: 'fr', flag: '🇫🇷' },
  { code: 'TE', nativeName: 'తెలుగు', tag: 'te', flag: '🇮🇳' },
  { code: 'SW', nativeName: 'Kiswahili', tag: 'sw', flag: '🇰🇪' },
  { code: 'DE', nativeName: 'Deutsch', tag: 'de', flag: '🇩🇪' },
  { code: 'IT', nativeName: 'Italiano', tag: 'it', flag: '🇮🇹' },
  { code: 'PL', nativeName: 'Polski', tag: 'pl', flag: '🇵🇱' },
  { code: 'MN', nativeName: 'Монгол', tag: 'mn', flag: '🇲🇳' },
  { code: 'SI', nativeName: 'සිංහල', tag: 'si', flag: '🇱🇰' },
  { code: 'PA', nativeName: 'ਪੰਜਾਬੀ', tag: 'pa', flag: '🇮🇳' },
  { code: 'TY', nativeName: 'Tiếng Việt (TY)', tag: 'vi', flag: '🇻🇳' },
] as const satisfies readonly LanguageEntry[];

export type LanguageCode = (typeof languageDictionary)[number]['code'];

/** Languages this build ships translations for; the selector lists only these. */
export const shippedLanguages = ['EN', 'PT'] as const satisfies readonly LanguageCode[];
export type ShippedLanguage = (typeof shippedLanguages)[number];

export const fallbackLanguage: ShippedLanguage = 'EN';

export function isShippedLanguage(code: string | null | undefined): code is ShippedLanguage {
  return !!code && (shippedLanguages as readonly string[]).includes(code.toUpperCase());
}

export function languageEntry(code: string): LanguageEntry | undefined {
  return languageDictionary.find((l) => l.code === code.toUpperCase());
}
