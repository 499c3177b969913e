import type { CountryCode } from 'libphonenumber-js/mobile';

/** What libphonenumber-js's mobile build gives: the parts this rule uses. */
export type PhoneRules = Pick<
  typeof import('libphonenumber-js/mobile'),
  'parsePhoneNumberFromString' | 'validatePhoneNumberLength' | 'isSupportedCountry'
>;

/**
 * Loaded with the forms that check a phone (a chunk of its own, asked for when such a form opens), never
 * on the first visit. A load that fails leaves the server's rule, which is the final word anyway.
 */
export function loadPhoneRules(): Promise<PhoneRules | null> {
  return import('libphonenumber-js/mobile').catch(() => null);
}

export type PhoneProblem = 'tooShort' | 'tooLong' | 'notMobile';

/**
 * Why a national number is not a mobile number of `country` (ISO 3166-1 alpha-2), by that country's own
 * length and numbering plan (the mobile metadata knows only mobile ranges); null when it is one, or when the
 * country is one the rules do not know.
 */
export function phoneProblem(rules: PhoneRules, national: string, country: string): PhoneProblem | null {
  if (!rules.isSupportedCountry(country)) return null;
  const code = country as CountryCode;
  const length = rules.validatePhoneNumberLength(national, code);
  if (length === 'TOO_SHORT') return 'tooShort';
  if (length === 'TOO_LONG') return 'tooLong';
  const phone = rules.parsePhoneNumberFromString(national, code);
  return phone?.isValid() ? null : 'notMobile';
}
