import type { TranslationKey } from '@/i18n';

/** The part of i18next's `t` the register model needs, so pure functions can be tested with any language. */
export type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;
