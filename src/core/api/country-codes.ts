import * as z from 'zod/mini';
import { endpoint } from '@/api';

/**
 * The countries for the phone forms, as the platform's clients ask for them (spec 5, 2.2: the second desktop
 * catalogue's `countryCode` call, go444's boot and the member centre's `getSystemCountry`, which keeps
 * `value`). No source shows an item's fields: src/core/country-codes.ts reads them leniently and falls back
 * to a built-in list.
 */
export const countryCodes = endpoint({
  name: 'systemCountry',
  link: '/wps/system/country',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'platform',
  evidence: '44714497568 @~3,300; 70779503151 @~3,300; 70542479384 @~952,500',
  response: z.unknown(),
});
