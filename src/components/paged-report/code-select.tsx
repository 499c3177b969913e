import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordSelect } from '@/components/record-table/record-select';
import type { TranslationKey } from '@/i18n';

/** The value of a code filter that selects every code. */
export const ALL_CODES = 'ALL';

/** A report's filter on a code (a kind, a type, a result): the codes in the report's words, "all" first. */
export interface CodeChoice {
  label: string;
  /** The word for every code at once. */
  allLabel: string;
  codes: readonly string[];
  word: (code: string) => string;
}

/** A code in words from its table of keys; a code the table does not know is shown as the server sent it. */
export function useCodeWord(keys: Readonly<Record<string, TranslationKey>>): (code: string) => string {
  const { t } = useTranslation();
  return useCallback((code: string) => (keys[code] ? t(keys[code]) : code), [t, keys]);
}

export function CodeSelect({
  label,
  allLabel,
  codes,
  word,
  value,
  onChange,
}: CodeChoice & { value: string; onChange: (value: string) => void }) {
  return (
    <RecordSelect
      label={label}
      value={value}
      options={[
        { value: ALL_CODES, label: allLabel },
        ...codes.map((code) => ({ value: code, label: word(code) })),
      ]}
      onChange={onChange}
    />
  );
}
