import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { text } from '@/api/schemas/common';

export const exclusionPeriods = {
  TIMEOUT: ['24H', '7D', '30D', '6W'],
  SELF_EXCLUSION: ['6M', '1Y', '5Y'],
} as const;
export type ExclusionKind = keyof typeof exclusionPeriods;
export type ExclusionPeriod = (typeof exclusionPeriods)[ExclusionKind][number];

/**
 * A time-out or a self-exclusion, confirmed with the login password, so sealed like the other password
 * checks (our design, mocks/README.md). The backend ends every session of the member at once and refuses
 * logins until `endTime` (`login.member.excluded`); nothing lifts it early.
 */
export const excludeSelf = endpoint({
  name: 'excludeSelf',
  link: relay('passwordCheck/MCS2_excludeSelf'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'ours',
  response: z.object({ kind: z.enum(['TIMEOUT', 'SELF_EXCLUSION']), endTime: text }),
});

export interface ExclusionRequest {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  password: string;
}

export const sendExclusion = (request_: ExclusionRequest) => request(excludeSelf, { data: request_ });
