import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../model/profile-schema';

/** i18next's t as the plain function the profile model takes; a new one when the language changes. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, values) => t(key, values), [t]);
}
