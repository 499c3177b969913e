import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api';
import { tolerantList } from '@/api/schemas/common';
import { countryCodes } from './api/country-codes';

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. BR; the flag is drawn from it. */
  countryCode: string;
  /** Digits only, e.g. 55. */
  countryDialingCode: string;
  /** The server's name for it, where it gives one; the forms name a country in the reader's language. */
  countryName?: string;
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

const firstOf = (item: Record<string, unknown>, names: readonly string[]) =>
  names.map((name) => item[name]).find((v) => typeof v === 'string' || typeof v === 'number');

/**
 * One country. No source shows the fields of /wps/system/country's items, so the likely names are all
 * read (our design: the mock answers `countryCode`, `countryName`, `countryDialingCode`).
 */
const country = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((item, ctx): Country => {
    const code = String(firstOf(item, ['countryCode', 'code', 'iso2', 'isoCode']) ?? '').toUpperCase();
    const dialing = String(
      firstOf(item, ['countryDialingCode', 'dialingCode', 'phoneCode', 'callingCode', 'areaCode']) ?? '',
    ).replace(/\D/g, '');
    const name = firstOf(item, ['countryName', 'name']);
    if (!/^[A-Z]{2}$/.test(code)) {
      ctx.issues.push({ code: 'custom', message: 'country code', input: item });
    }
    return { countryCode: code, countryDialingCode: dialing, ...(name ? { countryName: String(name) } : {}) };
  }),
);
// An item that cannot be read is left out; the rest still make the list.
const countryList = z.union([
  z.pipe(z.array(z.unknown()), tolerantList(country)),
  z.pipe(
    z.object({ list: z.array(z.unknown()) }),
    z.transform((v) => tolerantList(country).parse(v.list)),
  ),
]);

/**
 * The country dialing codes (GET /wps/system/country, spec 5 2.2), one entry per dialing code
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
  queryKey: ['systemCountry'] as const,
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
