import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { registerFieldRule } from '@/api/schemas/system';
import type { RegisterSettings } from './system-status';

/**
 * The register field rules on their own link. The reference lists it twice (`setRegister` REG3,
 * `regValidata` COMM3); COMM3 is the one whose answer it reads as the rule map, so it is ours too
 * (decision 023). The status answer carries the same map and is used first (src/core/register-settings.ts).
 */
export const registerSettings = endpoint({
  name: 'registerSettings',
  link: '/wps/system/setting/register',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: z.record(z.string(), registerFieldRule),
});

export const fetchRegisterSettings = (signal?: AbortSignal): Promise<RegisterSettings> =>
  request(registerSettings, { params: {}, signal });
