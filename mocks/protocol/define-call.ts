import { http, type HttpHandler } from 'msw';
import type { Language } from '../state/game-types';
import type { Member } from '../state/members';
import { getState } from '../state/store';
import { decryptRequestPayload, PayloadDecryptError } from './decrypt';
import { fail, ok } from './envelope';
import { MockFailure } from './mock-failure';
import { parsePlainBody, asPayload, type Payload } from './read-body';

type Method = 'get' | 'post' | 'put' | 'delete';

export interface CallSpec {
  methods: readonly Method[];
  /** Path without origin, e.g. `/wps/session/login`. */
  path: string;
  /** Whitelabel module that must be on; omitted for calls no flag governs. */
  module?: string;
  /** `required`: (T) calls; `optional`: public calls that read the member when a token is sent. */
  token?: 'required' | 'optional';
  /** (E) calls: the body must be an encrypted payload. */
  encrypted?: boolean;
}

export interface CallContext {
  request: Request;
  url: URL;
  query: URLSearchParams;
  body: Payload;
  member: Member | null;
  token: string | null;
  language: Language;
  origin: string;
}

export type CallResolver = (ctx: CallContext) => unknown;

export function languageOf(request: Request, query: URLSearchParams): Language {
  const raw = (
    query.get('language') ??
    query.get('lang') ??
    request.headers.get('Language') ??
    'EN'
  ).toUpperCase();
  return raw === 'PT' ? 'PT' : 'EN';
}

function authenticate(request: Request): { token: string | null; member: Member | null } {
  const token = request.headers.get('Authorization')?.trim() || null;
  if (!token) return { token: null, member: null };
  const state = getState();
  const memberId = state.sessions.get(token);
  const member = memberId === undefined ? null : (state.members.get(memberId) ?? null);
  return { token: member ? token : null, member };
}

async function readBody(request: Request, spec: CallSpec): Promise<Payload> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const contentType = request.headers.get('Content-Type') ?? '';
  // Uploads (a withdrawal's proof image): file fields stay Blobs in the payload.
  if (!spec.encrypted && contentType.includes('multipart/form-data')) {
    return Object.fromEntries((await request.formData()).entries());
  }
  const raw = await request.text();
  if (spec.encrypted) return asPayload(decryptRequestPayload(raw, request.headers));
  return parsePlainBody(raw, contentType);
}

/**
 * One backend call: checks the module flag, the session and the encryption the protocol demands, then
 * runs the resolver. A resolver returns the `value` to wrap in the success envelope (or a ready Response)
 * and throws MockFailure for protocol errors.
 */
export function defineCall(spec: CallSpec, resolver: CallResolver): HttpHandler[] {
  const handle = async ({ request }: { request: Request }): Promise<Response> => {
    const url = new URL(request.url);
    try {
      const state = getState();
      if (spec.module && state.flags.get(spec.module) === false) {
        return fail(400, 'function.not.available', `Function ${spec.module} is not available`);
      }
      const { token, member } = authenticate(request);
      if (spec.token === 'required' && !member) {
        return fail(401, 'login.not.session', 'Not logged in, please log in');
      }
      let body: Payload;
      try {
        body = await readBody(request, spec);
      } catch (error) {
        if (error instanceof PayloadDecryptError) {
          return fail(400, 'payload.decrypt.failed', 'Encrypted payload could not be decrypted');
        }
        throw error;
      }
      const ctx: CallContext = {
        request,
        url,
        query: url.searchParams,
        body,
        member,
        token,
        language: languageOf(request, url.searchParams),
        origin: url.origin,
      };
      const value = await resolver(ctx);
      return value instanceof Response ? value : ok(value ?? null);
    } catch (error) {
      if (error instanceof MockFailure) return fail(error.status, error.errorCode, error.message);
      throw error;
    }
  };
  return spec.methods.map((method) => http[method](`*${spec.path}`, handle));
}

/** Joins several calls' handlers into one list. */
export function callGroup(...calls: HttpHandler[][]): HttpHandler[] {
  return calls.flatMap((handlersOfCall) => handlersOfCall);
}
