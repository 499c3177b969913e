import { useRegisterSettings } from '@/core/register-settings';

/**
 * The register settings the auth forms read for their password and mobile rules: the one shared entry of
 * src/core/register-settings.ts, so the registration form and these forms never load it twice.
 */
export function useFieldRules() {
  return useRegisterSettings();
}
