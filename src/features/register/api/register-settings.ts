import { useRegisterSettings } from '@/core/register-settings';
import { normalizeRules } from '../model/register-fields';

/**
 * The registration field rules (product rules: calls the public site makes, /wps/system/setting/register), normalised, from the one
 * register-settings entry the auth forms share (src/core/register-settings.ts).
 */
export const useRegisterRules = () => useRegisterSettings(normalizeRules);
