import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countryCodesQuery } from '../../api/auth-queries';
import { flagEmoji } from '../../lib/field-rules';
import styles from '../auth-form.module.css';

/** The dialing-code picker: a native select (keyboard and screen readers for free) with flags. */
export const CountrySelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function CountrySelect(props, ref) {
    const { t } = useTranslation();
    const { data: countries = [{ countryCode: 'BR', countryDialingCode: '55' }] } =
      useQuery(countryCodesQuery);
    return (
      <select ref={ref} className={styles.country} aria-label={t('auth_country_code')} {...props}>
        {countries.map((c) => (
          <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
            {`${flagEmoji(c.countryCode)} ${c.countryCode} +${c.countryDialingCode}`}
          </option>
        ))}
      </select>
    );
  },
);
