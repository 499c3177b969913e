import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/api';
import { fallbackCountries, type Country } from '../model/countries';

const country = z.object({
  countryCode: z.string().min(2),
  countryDialingCode: z.union([z.string(), z.number()]).transform((v) => String(v).replace(/\D/g, '')),
});
const countryList = z.union([
  z.array(country),
  z.object({ list: z.array(country) }).transform((v) => v.list),
]);

/**
 * The country dialing codes (GET /wps/system/countryCodes, decision 003). When the list cannot be read,
 * the built-in list of the portal's markets is used so the picker always works.
 */
export async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  try {
    const parsed = countryList.safeParse(await request('countryCodes', { signal }));
    const list = parsed.success ? parsed.data.filter((c) => c.countryDialingCode !== '') : [];
    return list.length > 0 ? list : fallbackCountries;
  } catch {
    return fallbackCountries;
  }
}

export const countriesQuery = queryOptions({
  queryKey: ['register', 'countries'] as const,
  queryFn: ({ signal }) => fetchCountries(signal),
  staleTime: Infinity,
});

export const useCountries = () => useQuery(countriesQuery);
