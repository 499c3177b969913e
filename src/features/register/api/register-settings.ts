import { useRegisterSettings } from '@/core/register-settings';
import { normalizeRules } from '../model/register-fields';

/**
 * The registration field rules (spec 1 section 7, /wps/system/setting/register), normalised, from the one
 * register-settings entry the auth forms share (src/core/register-settings.ts).
 */
export const useRegisterRules = () => useRegisterSettings(normalizeRules);
