import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';

export const realityCheckChoices = [15, 30, 60, 0] as const;
export type RealityCheckMinutes = (typeof realityCheckChoices)[number];

/** How often the reality check comes: 15, 30 or 60 minutes, 0 for never (our design, mocks/README.md). */
export const setRealityCheck = endpoint({
  name: 'setRealityCheck',
  link: relay('MCS2_setRealityCheck'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: z.object({ realityCheckMinutes: z.number() }),
});

export const sendRealityCheck = (minutes: RealityCheckMinutes) =>
  request(setRealityCheck, { data: { minutes } });
