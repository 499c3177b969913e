export interface Country {
  /** ISO 3166-1 alpha-2, e.g. BR; the flag is drawn from it. */
  countryCode: string;
  /** Digits only, e.g. 55. */
  countryDialingCode: string;
}

/** The picker's list when the server's country list cannot be read: the markets the portal serves first. */
export const fallbackCountries: Country[] = [
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
