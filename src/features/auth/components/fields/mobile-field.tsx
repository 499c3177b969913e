import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field/text-field';
import { CountrySelect } from './country-select';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The mobile number, with the dialing code of its country picked before it. */
export function MobileField({ country, ...field }: FieldProps & { country: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth_mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      before={<CountrySelect {...country} />}
      {...field}
    />
  );
}
