import * as z from 'zod/mini';
import { nothing } from './schemas/common';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * required: the call is refused without a member token (401).
 * optional: public, but a held token is sent so the answer can be personal (game lists, announcements).
 * none: never carries the token.
 */
export type TokenUse = 'required' | 'optional' | 'none';

export interface CallSpec {
  link: string;
  moduleId: string;
  method: Method;
  token: TokenUse;
  encrypted: boolean;
  /** Forgot-password by email is the one form-urlencoded call. */
  form?: boolean;
  headers?: Readonly<Record<string, string>>;
  /** The answer may also come as the bare value in plain text, without the envelope (the RSA key). */
  bareText?: boolean;
  response: z.ZodMiniType | LazySchema<z.ZodMiniType>;
}

/**
 * A response schema loaded with the first call that needs it: the member centre's shapes stay out of the
 * first visit (decision 018). `schema` is never set; it carries the type.
 */
export interface LazySchema<S extends z.ZodMiniType> {
  load: () => Promise<S>;
  schema?: S;
}

const later = <S extends z.ZodMiniType>(load: () => Promise<S>): LazySchema<S> => ({ load });

/** The response schemas of one lazily loaded schema file, by export name. */
export const schemasOf =
  <M>(load: () => Promise<M>) =>
  <K extends keyof M>(name: K) =>
    later(() => load().then((m) => m[name] as M[K] & z.ZodMiniType));

export const call = <const R extends z.ZodMiniType | LazySchema<z.ZodMiniType> = typeof nothing>(
  link: string,
  moduleId: string,
  method: Method,
  token: TokenUse,
  response?: R,
  extra: Partial<Pick<CallSpec, 'encrypted' | 'form' | 'headers' | 'bareText'>> = {},
) => ({ link, moduleId, method, token, encrypted: false, ...extra, response: (response ?? nothing) as R });

export const relay = (name: string) => `/wps/relay/${name}`;
export const E = { encrypted: true } as const;
