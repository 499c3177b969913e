import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field/text-field';
import { passwordHint, type TextRule } from '../../lib/field-rules';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint'>;

/** A new password, with what the site's password rule asks of it. */
export function NewPasswordField({ rule, ...field }: FieldProps & { rule: TextRule }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth_new_password')}
      type="password"
      autoComplete="new-password"
      hint={passwordHint(t, rule)}
      {...field}
    />
  );
}
