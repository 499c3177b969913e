import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { depositKey } from '@/core/money-keys';
import { relayOf } from '../order/deposit-relays';

/** The platform's "Y"/"N" flags (a boolean from another build is read the same). */
const yes = z.pipe(
  z.optional(z.union([z.string(), z.boolean(), z.null()])),
  z.transform((v) => v === true || (typeof v === 'string' && v.toUpperCase() === 'Y')),
);
const amounts = z._default(z.array(amount), []);

const wireChannel = z.object({
  vendorId: id,
  vendorName: text,
  min: amount,
  max: amount,
  banks: z._default(z.array(z.object({ bankCode: text, bankType: text })), []),
  mcsBankCode: text,
  fixAmounts: z._default(z.nullable(amounts), []),
  fixAmountFlag: yes,
  fixAmountOnly: yes,
  customerCharge: z.nullish(amount),
  nicknameRequired: yes,
  description: z.nullish(z.string()),
});

const wireMethod = z.object({
  channels: z._default(z.array(wireChannel), []),
  mergedChannel: z.nullish(z.object({ suggestedAmounts: z._default(z.nullable(amounts), []) })),
  message: z.nullish(z.string()),
});

/**
 * The deposit methods and their channels (spec 5, 2.4): an object keyed by method code; an empty object is
 * no channel at all. The web's own switches, as the operator's QA script sends them.
 */
export const depositPaymentChannels = endpoint({
  name: 'depositPaymentChannels',
  link: relay('MCSFE_getDepositPaymentChannels'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '60839717125 @3,046; 70542479384 @~633,000; 70542479384 @~672,000',
  response: z.record(z.string(), wireMethod),
});

export const channelQuery = { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y' } as const;

/** One vendor of a method, as the form offers it. Amounts in reais. */
export interface DepositChannel {
  vendorId: string;
  vendorName: string;
  min: number;
  max: number;
  bankCode: string;
  bankType: string;
  mcsBankCode: string;
  /** The amounts offered as buttons: the channel's fixed ones where it sets them, else the method's suggested. */
  presets: number[];
  /** Only the fixed amounts may be deposited. */
  fixedOnly: boolean;
  /** The customer's charge as the channel states it, or null when it charges nothing. */
  customerCharge: number | null;
  /** The channel asks the payer's name. */
  asksName: boolean;
  /** Server text, shown as text. */
  description: string;
}

export interface DepositMethod {
  code: string;
  channels: DepositChannel[];
  message: string;
}

type WireMethods = z.infer<typeof depositPaymentChannels.response>;

/**
 * The methods the portal can pay with, in the answer's order: a method whose code maps to no relay
 * (docs/decisions/052) or that has no channel is left out, so the member is never offered a dead end.
 */
export function readDepositMethods(answer: WireMethods): DepositMethod[] {
  return Object.entries(answer).flatMap(([code, method]) => {
    const relayKind = relayOf(code);
    if (!relayKind) return [];
    const suggested = method.mergedChannel?.suggestedAmounts ?? [];
    const channels = method.channels
      .filter((c) => c.max > 0 && c.min <= c.max)
      .map((c): DepositChannel => {
        const fixed = (c.fixAmounts ?? []).filter((a) => a > 0);
        const fixedOnly = c.fixAmountOnly && fixed.length > 0;
        return {
          vendorId: c.vendorId,
          vendorName: c.vendorName || code,
          min: c.min,
          max: c.max,
          bankCode: c.banks[0]?.bankCode ?? '',
          bankType: c.banks[0]?.bankType || code,
          mcsBankCode: c.mcsBankCode,
          presets: fixedOnly || (c.fixAmountFlag && fixed.length > 0) ? fixed : (suggested ?? []),
          fixedOnly,
          customerCharge: c.customerCharge && c.customerCharge > 0 ? c.customerCharge : null,
          asksName: c.nicknameRequired || relayKind.asksName,
          description: plainText(c.description ?? ''),
        };
      });
    return channels.length > 0 ? [{ code, channels, message: plainText(method.message ?? '') }] : [];
  });
}

/** Server text with any markup dropped: a description is words, never a page of its own. */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function fetchDepositMethods(signal?: AbortSignal): Promise<DepositMethod[]> {
  return request(depositPaymentChannels, { params: channelQuery, signal }).then(readDepositMethods);
}

export function depositMethodsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...depositKey, 'methods', scope] as const,
    queryFn: ({ signal }) => fetchDepositMethods(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useDepositMethods() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(depositMethodsQuery(scope, member && !trial));
}
