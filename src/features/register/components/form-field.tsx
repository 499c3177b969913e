import { TextField, type TextFieldProps } from '@/components/field/text-field';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps extends Omit<TextFieldProps, 'id' | 'reveal'> {
  id: string;
  /** Shown password fields get a show/hide toggle. */
  secret?: boolean;
}

/** One registration field: the shared labelled input, with the show/hide toggle for secrets. */
export function FormField({ secret, ...field }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      reveal={secret ? { show: t('reg_show_password'), hide: t('reg_hide_password') } : undefined}
    />
  );
}
