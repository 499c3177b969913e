import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/country-codes';
import { DEFAULT_DIALING_CODE, fallbackCountries } from '../model/countries';
import styles from './register-form.module.css';

/**
 * The country dialing code picker beside the mobile number: a native select, so keyboards and readers know
 * it. Options read "BR +55": emoji flags are not drawn on every desktop (Windows shows letters anyway).
 */
export function CountryPicker({ id, ...select }: ComponentProps<'select'> & { id: string }) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? fallbackCountries;
  // One entry per dialing code (several countries share +1 or +7).
  const seen = new Set<string>();
  const options = countries.filter((c) => !seen.has(c.countryDialingCode) && seen.add(c.countryDialingCode));
  if (!seen.has(DEFAULT_DIALING_CODE))
    options.unshift({ countryCode: 'BR', countryDialingCode: DEFAULT_DIALING_CODE });
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('reg_field_countryDialingCode')}
      </label>
      <select id={id} className={styles.dialing} autoComplete="tel-country-code" {...select}>
        {options.map((c) => (
          <option key={c.countryDialingCode} value={c.countryDialingCode}>
            {`${c.countryCode.toUpperCase()} +${c.countryDialingCode}`}
          </option>
        ))}
      </select>
    </>
  );
}
