import * as z from 'zod/mini';
import type { MemberCalls } from './member-calls';
import { call, relay, type CallSpec, type LazySchema } from './call-spec';
import { announcementBundle } from './schemas/announcements';

/**
 * The calls of the first visit, the lobbies and the account popups, as data: every call of spec 1 and 2, section 7, as data. Methods the specification leaves open are our choice
 * (GET for reads, POST for actions) and are listed in docs/decisions/003-api-catalogue.md.
 */
export const catalogue = {
  announcements: call(relay('MCSFE_getListAnnouncements'), 'COMM3', 'GET', 'optional', announcementBundle),
} as const satisfies Record<string, CallSpec>;

export type Catalogue = typeof catalogue & MemberCalls;
export type CallName = keyof Catalogue;
type SchemaOf<R> = R extends LazySchema<infer S> ? S : R;
export type ResponseOf<N extends CallName> = z.infer<SchemaOf<Catalogue[N]['response']> & z.ZodMiniType>;

/**
 * The member and agent areas' calls load with the first of them (decision 019): the first visit carries
 * only the calls it can make.
 */
let memberCalls: Promise<MemberCalls> | undefined;

export function specOf(name: CallName): CallSpec | Promise<CallSpec> {
  if (name in catalogue) return catalogue[name as keyof typeof catalogue];
  memberCalls ??= import('./member-calls').then((m) => m.memberCalls);
  // A failed load is tried again by the next call rather than remembered.
  memberCalls.catch(() => (memberCalls = undefined));
  return memberCalls.then((calls) => calls[name as keyof MemberCalls]);
}
