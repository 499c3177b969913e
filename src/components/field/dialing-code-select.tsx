import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

interface DialingCodeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  countries: readonly { countryCode: string; countryDialingCode: string }[];
}

/**
 * The country dialing code picker beside a mobile number: a native select, so keyboards and readers know
 * it. Options read "BR +55": emoji flags are not drawn on every desktop (Windows shows letters anyway).
 */
export const DialingCodeSelect = forwardRef<HTMLSelectElement, DialingCodeSelectProps>(
  function DialingCodeSelect({ label, countries, id, className, ...select }, ref) {
    const generated = useId();
    const selectId = id ?? generated;
    return (
      <>
        <label htmlFor={selectId} className="visually-hidden">
          {label}
        </label>
        <select
          ref={ref}
          id={selectId}
          className={`${styles.dialing} ${className ?? ''}`}
          autoComplete="tel-country-code"
          {...select}
        >
          {countries.map((c) => (
            <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
              {`${c.countryCode.toUpperCase()} +${c.countryDialingCode}`}
            </option>
          ))}
        </select>
      </>
    );
  },
);
