import { queryOptions } from '@tanstack/react-query';
import { request, type RegisterFieldRule } from '@/api';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

const fallbackCountries: Country[] = [{ countryCode: 'BR', countryDialingCode: '55' }];

function readCountries(value: unknown): Country[] {
  if (!Array.isArray(value)) return fallbackCountries;
  const list = value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { countryCode, countryDialingCode } = item as Record<string, unknown>;
    if (typeof countryCode !== 'string' || !/^[A-Za-z]{2}$/.test(countryCode)) return [];
    if (typeof countryDialingCode !== 'string' && typeof countryDialingCode !== 'number') return [];
    const code = String(countryDialingCode).replace(/\D/g, '');
    return code ? [{ countryCode: countryCode.toUpperCase(), countryDialingCode: code }] : [];
  });
  return list.length > 0 ? list : fallbackCountries;
}

/** The dialing-code list of the SMS forms; Brazil alone when the list cannot be read. */
export const countryCodesQuery = queryOptions({
  queryKey: ['auth', 'countryCodes'] as const,
  queryFn: async ({ signal }) => readCountries(await request('countryCodes', { signal })),
  staleTime: Infinity,
  retry: 1,
});

/** Register settings, read here only for the password and mobile rules. */
export const fieldRulesQuery = queryOptions({
  queryKey: ['auth', 'fieldRules'] as const,
  queryFn: async ({ signal }): Promise<Record<string, RegisterFieldRule>> =>
    request('registerSettings', { signal }),
  staleTime: 10 * 60_000,
  retry: 1,
});
