import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { centreKey, useMemberScope } from '@/core/account-scope';

const yes = z.pipe(
  z.catch(z.union([z.boolean(), z.number(), z.string(), z.null(), z.undefined()]), null),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'Y' || v === 'y'),
);

/** One item of the security centre: whether the site asks for it, whether it is done, and its status. */
const item = z.catch(
  z.pipe(
    z.nullish(
      z.object({
        enabled: yes,
        isComplete: yes,
        status: z.catch(z.nullish(z.union([z.string(), z.number()])), null),
      }),
    ),
    z.transform((v) => (v ? { ...v, status: v.status === null ? null : String(v.status) } : null)),
  ),
  null,
);

/** The items the member centre reads, in its order. */
export const securityItems = ['mobileVerified', 'bindGA', 'idVerification', 'cpfVerification'] as const;
export type SecurityItem = (typeof securityItems)[number];

/** 0-100; the member centre shows it as it comes, so a number or a "50" / "50%" string is read. */
const progress = z.catch(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((v) => {
      const n = typeof v === 'number' ? v : Number.parseFloat(v);
      return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : null;
    }),
  ),
  null,
);

/**
 * The security centre as the member centre reads it (spec 5, 2.2: the second catalogue names the call,
 * COMM3; the SecurityStore's getSecurityInfoV2 reads `value.completeProgress` and `value.info.<item>
 * {enabled, isComplete, status}`, 70542479384 @~417,500, @~627,500).
 */
export const securityConfig = endpoint({
  name: 'securityConfig',
  link: '/wps/v2/member/securityConfig',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @~1,800; 70542479384 @~417,500',
  response: z.object({
    completeProgress: progress,
    info: z.catch(
      z.object({
        mobileVerified: item,
        bindGA: item,
        idVerification: item,
        cpfVerification: item,
      }),
      { mobileVerified: null, bindGA: null, idVerification: null, cpfVerification: null },
    ),
  }),
});
export type SecurityConfig = z.infer<typeof securityConfig.response>;

export const securityConfigKey = [...centreKey, 'securityConfig'] as const;

export function useSecurityConfig() {
  const { scope, member, trial } = useMemberScope();
  return useQuery({
    queryKey: [...securityConfigKey, scope] as const,
    queryFn: ({ signal }) => request(securityConfig, { signal }),
    enabled: member && !trial,
    staleTime: 0,
  });
}

export interface ChecklistItem {
  key: SecurityItem;
  done: boolean;
  status: string | null;
}

/**
 * The checklist: only the items the site enables, in the member centre's order. The progress is the
 * server's `completeProgress`, else the share of enabled items done.
 */
export function checklistOf(config: SecurityConfig): { items: ChecklistItem[]; progress: number } {
  const items = securityItems.flatMap((key) => {
    const entry = config.info[key];
    return entry?.enabled ? [{ key, done: entry.isComplete, status: entry.status }] : [];
  });
  const done = items.filter((i) => i.done).length;
  const progress =
    config.completeProgress ?? (items.length === 0 ? 100 : Math.round((done / items.length) * 100));
  return { items, progress };
}
