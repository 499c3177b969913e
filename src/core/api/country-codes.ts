import * as z from 'zod/mini';
import { endpoint } from '@/api';

/**
 * The dialing codes for the phone forms. The reference takes them from its external library (not
 * visible); this link and shape are ours (decision 003). Read leniently by src/core/country-codes.ts,
 * which falls back to a built-in list.
 */
export const countryCodes = endpoint({
  name: 'countryCodes',
  link: '/wps/system/countryCodes',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'ours',
  response: z.unknown(),
});
