import type * as z from 'zod/mini';
import { env } from '@/config/env';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * required: the call is refused without a member token (401).
 * optional: public, but a held token is sent so the answer can be personal (game lists, announcements).
 * none: never carries the token.
 */
export type TokenUse = 'required' | 'optional' | 'none';

/**
 * Where an endpoint's shape comes from (docs/protocol.md lists every endpoint with it):
 * spec: the product specification (the product rules and the wire protocol); reference: the original site's own client (the reference client);
 * platform: the platform's own clients (spec 5: its member centre, the operator's QA scripts, live-site
 * scripts), with the source id and offset in `evidence`; ours: our design where none shows it, to check first
 * against a real backend.
 */
export type Source = 'spec' | 'reference' | 'platform' | 'ours';

/**
 * How the answer travels. envelope: `{success, value}` (every /wps call). bare: /lgw and /lotto answer
 * the object itself, as the reference reads them; an envelope is still accepted. text: the value may also
 * come as plain text (the RSA key). whole: the success envelope itself, not its value (free play's token
 * sits beside `success`, product rules: account calls).
 */
export type AnswerForm = 'envelope' | 'bare' | 'text' | 'whole';

/** One backend call, as data: the client sends it and the mock answers it from this same object. */
/** T keeps the token use's literal, so the mock's resolver for a 'required' endpoint gets a member. */
export interface Endpoint<S extends z.ZodMiniType = z.ZodMiniType, T extends TokenUse = TokenUse> {
  /** The call's name in errors and in docs/protocol.md. */
  readonly name: string;
  readonly link: string;
  /** The reference catalogue's module id; null where the reference sends none (no header goes). */
  readonly moduleId: string | null;
  readonly method: Method;
  readonly token: T;
  /** (E) calls: the whole payload DES-sealed, its key RSA-sealed into the headers. */
  readonly encrypted: boolean;
  /** Forgot-password by e-mail is the one form-urlencoded call. */
  readonly form: boolean;
  /** Headers the call always carries besides the protocol's own. */
  readonly headers: Readonly<Record<string, string>>;
  readonly answer: AnswerForm;
  readonly source: Source;
  /**
   * A call the platform renamed: the name of the relay family this build does not send (VITE_RELAY_FAMILY).
   * The mock answers it too, and docs/protocol.md lists both.
   */
  readonly otherFamily?: FamilyName;
  /** Where spec 5 shows the call (`<source id> @<offset>`); every `platform` endpoint names one. */
  readonly evidence?: string;
  readonly response: S;
}

type EndpointInput<S extends z.ZodMiniType, T extends TokenUse> = Pick<
  Endpoint<S, T>,
  'name' | 'link' | 'moduleId' | 'method' | 'token' | 'source' | 'response'
> &
  Partial<Pick<Endpoint<S, T>, 'encrypted' | 'form' | 'headers' | 'answer' | 'evidence' | 'otherFamily'>>;

export function endpoint<const S extends z.ZodMiniType, const T extends TokenUse>(
  input: EndpointInput<S, T>,
): Endpoint<S, T> {
  return Object.freeze({ encrypted: false, form: false, headers: {}, answer: 'envelope' as const, ...input });
}

export const relay = (name: string) => `/wps/relay/${name}`;

/**
 * One family's name of a renamed call: its relay link and the module id that family sends, and its method
 * where the families differ (the seeds ask the dividend contract by GET, the member centre by POST).
 */
export interface FamilyName {
  readonly link: string;
  readonly moduleId: string | null;
  readonly method?: Method;
}

export type RelayFamily = 'seeds' | 'platform';

/**
 * A call the seeds name one way and the platform's current clients another (MCS2_getPointBalance and
 * MCSFE_getPointBalance, say): the family VITE_RELAY_FAMILY names is sent, the other one is kept beside it.
 * Spread into `endpoint({...})` in place of `link` and `moduleId`.
 */
export function renamedRelay(
  names: Readonly<Record<RelayFamily, FamilyName>>,
  family: RelayFamily = env.VITE_RELAY_FAMILY,
): FamilyName & { otherFamily: FamilyName } {
  const other: RelayFamily = family === 'seeds' ? 'platform' : 'seeds';
  return { ...names[family], otherFamily: names[other] };
}

export type AnswerOf<E extends Endpoint> = z.infer<E['response']>;

export function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Endpoint).link === 'string' &&
    typeof (value as Endpoint).method === 'string' &&
    'moduleId' in value &&
    'response' in value
  );
}
