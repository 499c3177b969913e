import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api';
import { countryCodes } from './api/country-codes';

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. BR; the flag is drawn from it. */
  countryCode: string;
  /** Digits only, e.g. 55. */
  countryDialingCode: string;
}

/** The picker's list when the server's country list cannot be read: the markets the portal serves first. */
const fallbackCountries: Country[] = [
  { countryCode: 'BR', countryDialingCode: '55' },
  { countryCode: 'PT', countryDialingCode: '351' },
  { countryCode: 'AO', countryDialingCode: '244' },
  { countryCode: 'MZ', countryDialingCode: '258' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'GB', countryDialingCode: '44' },
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'IN', countryDialingCode: '91' },
];

export const DEFAULT_DIALING_CODE = '55';

const country = z.object({
  countryCode: z.pipe(
    z.string().check(z.minLength(2)),
    z.transform((v) => v.toUpperCase()),
  ),
  countryDialingCode: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v).replace(/\D/g, '')),
  ),
});
const countryList = z.union([
  z.array(country),
  z.pipe(
    z.object({ list: z.array(country) }),
    z.transform((v) => v.list),
  ),
]);

/**
 * The country dialing codes (GET /wps/system/countryCodes, decision 003), one entry per dialing code
 * (several countries share +1 or +7). When the list cannot be read, the built-in list of the portal's
 * markets is used so the picker always works.
 */
async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  try {
    const parsed = countryList.safeParse(await request(countryCodes, { signal }));
    const seen = new Set<string>();
    const list = parsed.success
      ? parsed.data.filter(
          (c) =>
            c.countryDialingCode !== '' && !seen.has(c.countryDialingCode) && seen.add(c.countryDialingCode),
        )
      : [];
    return list.length > 0 ? list : fallbackCountries;
  } catch {
    return fallbackCountries;
  }
}

const countryCodesQuery = queryOptions({
  queryKey: ['countryCodes'] as const,
  queryFn: ({ signal }) => fetchCountries(signal),
  staleTime: Infinity,
});

/** The dialing codes to offer, the default (Brazil) always among them. */
export function useCountryCodes(): Country[] {
  const countries = useQuery(countryCodesQuery).data ?? fallbackCountries;
  return countries.some((c) => c.countryDialingCode === DEFAULT_DIALING_CODE)
    ? countries
    : [{ countryCode: 'BR', countryDialingCode: DEFAULT_DIALING_CODE }, ...countries];
}
