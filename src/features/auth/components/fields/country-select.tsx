import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DialingCodeSelect } from '@/components/field/dialing-code-select';
import { useCountryCodes } from '@/core/country-codes';

/** The dialing-code picker of the SMS forms. */
export const CountrySelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function CountrySelect(props, ref) {
    const { t } = useTranslation();
    return (
      <DialingCodeSelect ref={ref} label={t('auth_country_code')} countries={useCountryCodes()} {...props} />
    );
  },
);
